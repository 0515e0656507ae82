import { api, idempotent } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { accountKeys } from './query-keys';

export type StaffInviteBody = RequestBody<'postAgentStaff'>;

/** Invites a staff member: the server texts them a code to set their password. */
export const postAgentStaff = (body: StaffInviteBody, idempotencyKey: string) =>
  call(api.POST('/agent/staff', { params: idempotent(idempotencyKey), body }));

export const usePostAgentStaffMutation = () =>
  useWriteMutation({
    mutationKey: accountKeys.write.staffInvite,
    mutationFn: postAgentStaff,
    invalidates: [accountKeys.staff()],
  });
