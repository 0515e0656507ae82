import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { contactSettingsKeys } from './query-keys';

export type ContactMethodEdit2Body = RequestBody<'postContactMethodEdit2'>;

/** POST /user/contact-method/edit2: saves how customers may contact the user (response not read). */
export const postContactMethodEdit2 = (body: ContactMethodEdit2Body) =>
  call(api.POST('/user/contact-method/edit2', { params: platform, body }));

/** Saves the contact methods; the caller copies them into the session on success. */
export const useContactMethodMutation = () =>
  useWriteMutation({
    mutationKey: contactSettingsKeys.write.contactMethods,
    mutationFn: postContactMethodEdit2,
  });
