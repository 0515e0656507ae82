import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';

export type ContactMethodEdit2Body = RequestBody<'postContactMethodEdit2'>;

/** POST /user/contact-method/edit2: saves how customers may contact the user (response not read). */
export const postContactMethodEdit2 = (body: ContactMethodEdit2Body) =>
  call(api.POST('/user/contact-method/edit2', { params: platform, body }));
