import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

/** Sets the user's position; the caller reloads agent/info afterwards. */
export const postSetRole2 = (roleType: Schema<'Position'>) =>
  call(api.POST('/agent/set-role2', { params: platform, body: { roleType } }));
