import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { ContactMethodType } from '@/session';

export interface ContactMethodEdit2Body {
  contactMethodTypes: ContactMethodType[];
  chatContactMessage?: string;
}

/** POST /user/contact-method/edit2: saves how customers may contact the user (response not read). */
export const postContactMethodEdit2 = (body: ContactMethodEdit2Body) =>
  call(api.POST('/user/contact-method/edit2', { params: platform, body }));
