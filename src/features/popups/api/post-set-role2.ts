import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { loadUserInfo } from '@/session';
import { popupKeys } from './query-keys';

/** Sets the user's position; the caller reloads agent/info afterwards. */
export const postSetRole2 = (roleType: Schema<'Position'>) =>
  call(api.POST('/agent/set-role2', { params: platform, body: { roleType } }));

/**
 * Sets the position and reloads the session; pending until both are done. The agent info the
 * position is part of lives in the session store, not in the query cache, so it is reloaded
 * rather than invalidated.
 */
export const useSetRole2Mutation = () =>
  useWriteMutation({
    mutationKey: popupKeys.write.setRole,
    mutationFn: async (roleType: Schema<'Position'>) => {
      await postSetRole2(roleType);
      await loadUserInfo();
    },
  });
