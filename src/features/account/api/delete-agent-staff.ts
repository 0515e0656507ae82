import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { accountKeys } from './query-keys';

/** Removes a member; their listings go to `reassignTo`. */
export const deleteAgentStaff = ({ id, reassignTo }: { id: number; reassignTo?: number }) =>
  call(
    api.DELETE('/agent/staff/{id}', {
      params: { ...platform, path: { id }, query: reassignTo ? { reassignTo } : {} },
    }),
  );

export const useDeleteAgentStaffMutation = () =>
  useWriteMutation({
    mutationKey: accountKeys.write.staffRemove,
    mutationFn: deleteAgentStaff,
    invalidates: [accountKeys.staff()],
  });
