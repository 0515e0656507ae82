import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { accountKeys } from './query-keys';

export type StaffChange = RequestBody<'patchAgentStaff'>;

/** Changes a member's position, or turns their login off (listings to `reassignTo`) or on. */
export const patchAgentStaff = ({ id, ...body }: StaffChange & { id: number }) =>
  call(api.PATCH('/agent/staff/{id}', { params: { ...platform, path: { id } }, body }));

export const usePatchAgentStaffMutation = () =>
  useWriteMutation({
    mutationKey: accountKeys.write.staffChange,
    mutationFn: patchAgentStaff,
    invalidates: [accountKeys.staff()],
  });
