import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

export type PenaltyRow = Schema<'PenaltyRow'>;

/** The user's penalty rows (no paging, A-55). */
export async function getKisoPenalty(signal?: AbortSignal): Promise<{ penaltyList: PenaltyRow[] }> {
  return (await call(api.GET('/kiso-report/penalty', { signal }))) as { penaltyList: PenaltyRow[] };
}
