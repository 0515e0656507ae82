import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

export type HandledReport = Schema<'HandledReport'>;
export interface HandledReportPage {
  reportList: HandledReport[];
  total: number;
  totalStr: string;
  page: number;
  limit: number;
}

/** One page of the handling history. */
export async function getAgentTreatComplete(
  query: { page: number; limit: number },
  signal?: AbortSignal,
): Promise<HandledReportPage> {
  return (await call(
    api.GET('/kiso-report/agent-treat/complete', { params: { query }, signal }),
  )) as HandledReportPage;
}
