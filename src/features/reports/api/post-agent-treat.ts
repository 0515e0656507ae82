import { api, platform } from '@/api/client';
import { kisoPenaltyQueryOptions } from '@/api/queries/kiso-penalty';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { agentTreatCompleteQueryOptions } from './get-agent-treat-complete';
import { agentTreatDetailQueryOptions, type InflowType } from './get-agent-treat-detail';

export type TreatAnswer = Schema<'TreatAnswer'>;
export type AgentTreatResult = Schema<'AgentTreatResult'>;

/** Sends the broker's answer to one report; the result carries the refreshed report fields. */
export const postAgentTreat = (reportId: string, answer: TreatAnswer) =>
  call(
    api.POST('/new-room/fake-report/{reportId}/agent-treat', {
      params: { ...platform, path: { reportId } },
      body: { answer },
    }),
  );

interface TreatVariables {
  reportId: string;
  answer: TreatAnswer;
  inflowType: InflowType;
}

/** The answer changes the pending report, the history and possibly the penalties. */
export const useAgentTreatMutation = () =>
  useWriteMutation({
    mutationKey: ['kiso-report', 'agent-treat'],
    mutationFn: ({ reportId, answer }: TreatVariables) => postAgentTreat(reportId, answer),
    invalidates: ({ inflowType }: TreatVariables) => [
      agentTreatDetailQueryOptions(inflowType).queryKey,
      // The first page's key without its page and size: every page of the history.
      agentTreatCompleteQueryOptions().queryKey.slice(0, 3),
      kisoPenaltyQueryOptions().queryKey,
    ],
  });
