import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

export type TreatAnswer = Schema<'TreatAnswer'>;
export type AgentTreatResult = Schema<'AgentTreatResult'>;

/** Sends the broker's answer to one report; the result carries the refreshed report fields. */
export async function postAgentTreat(
  reportId: string,
  answer: TreatAnswer,
): Promise<AgentTreatResult> {
  return (await call(
    api.POST('/new-room/fake-report/{reportId}/agent-treat', {
      params: { ...platform, path: { reportId } },
      body: { answer },
    }),
  )) as AgentTreatResult;
}
