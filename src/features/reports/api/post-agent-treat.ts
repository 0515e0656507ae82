import { api, platform } from '@/api/client';
import { penaltyKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { reportKeys } from './query-keys';

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
    mutationKey: reportKeys.write.treat,
    mutationFn: ({ reportId, answer }: TreatVariables) => postAgentTreat(reportId, answer),
    invalidates: (_vars: TreatVariables, result: AgentTreatResult) =>
      result?.kisoNetworkStatus === 'OK' ? [reportKeys.completeLists(), penaltyKeys.all] : [],
  });
