import { api, platform } from '@/api/client';
import { kisoPenaltyQueryOptions } from '@/api/queries/kiso-penalty';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { agentTreatCompleteQueryOptions } from './get-agent-treat-complete';

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
}

/**
 * An answer the centre took (kisoNetworkStatus OK) changes the history and possibly the
 * penalties. The pending report itself is the popup's to reload: only when more reports of the
 * source remain (001 §4), never after an error status (001 §8).
 */
export const useAgentTreatMutation = () =>
  useWriteMutation({
    mutationKey: ['kiso-report', 'agent-treat'],
    mutationFn: ({ reportId, answer }: TreatVariables) => postAgentTreat(reportId, answer),
    invalidates: (_vars: TreatVariables, result: AgentTreatResult) =>
      result?.kisoNetworkStatus === 'OK'
        ? [
            // The first page's key without its page and size: every page of the history.
            agentTreatCompleteQueryOptions().queryKey.slice(0, 3),
            kisoPenaltyQueryOptions().queryKey,
          ]
        : [],
  });
