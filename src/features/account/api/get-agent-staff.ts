import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { accountKeys } from './query-keys';

export type StaffMember = Schema<'StaffMember'>;

const fetchStaff = (signal?: AbortSignal) => call(api.GET('/agent/staff', { signal }));
type AgentStaff = Awaited<ReturnType<typeof fetchStaff>>;

/**
 * GET /agent/staff: the office's people (the master first) and the master-only operations. An
 * answer missing parts shows nobody and no operations rather than a screen that breaks.
 */
export async function getAgentStaff(signal?: AbortSignal): Promise<AgentStaff> {
  const d: Partial<AgentStaff> = (await fetchStaff(signal)) ?? {};
  return {
    ...d,
    members: Array.isArray(d.members) ? d.members.filter((m) => m && typeof m.id === 'number') : [],
    masterOnly: Array.isArray(d.masterOnly) ? d.masterOnly : [],
  } as AgentStaff;
}

export const agentStaffQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.staff(), queryFn: ({ signal }) => getAgentStaff(signal) });

export const useAgentStaff = () => useQuery(agentStaffQueryOptions());
