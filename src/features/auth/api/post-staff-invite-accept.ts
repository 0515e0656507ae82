import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { authKeys } from './query-keys';

export type StaffInviteBody = RequestBody<'postStaffInviteAccept'>;

/** An invited staff member sets their password with the code the invitation texted. */
export const postStaffInviteAccept = (body: StaffInviteBody) =>
  call(api.POST('/user/staff-invite/accept', { params: platform, body }));

export const useStaffInviteAcceptMutation = () =>
  useWriteMutation({ mutationKey: authKeys.write.staffInvite, mutationFn: postStaffInviteAccept });
