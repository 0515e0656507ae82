import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { accountKeys } from './query-keys';

export type StaffMember = Schema<'StaffMember'>;

/** GET /agent/staff: the office's people (the master first) and the master-only operations. */
export const getAgentStaff = (signal?: AbortSignal) => call(api.GET('/agent/staff', { signal }));

export const agentStaffQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.staff(), queryFn: ({ signal }) => getAgentStaff(signal) });

export const useAgentStaff = () => useQuery(agentStaffQueryOptions());
