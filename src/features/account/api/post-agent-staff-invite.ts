import { api, idempotent } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { accountKeys } from './query-keys';

/** Texts a new invitation code to a member without a password. */
export const postAgentStaffInvite = (id: number, idempotencyKey: string) =>
  call(
    api.POST('/agent/staff/{id}/invite', {
      params: { ...idempotent(idempotencyKey), path: { id } },
    }),
  );

export const usePostAgentStaffInviteMutation = () =>
  useWriteMutation({
    mutationKey: accountKeys.write.staffReinvite,
    mutationFn: postAgentStaffInvite,
    invalidates: [accountKeys.staff()],
  });
