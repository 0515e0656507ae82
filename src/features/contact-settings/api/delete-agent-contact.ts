import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { contactSettingsKeys } from './query-keys';

/** DELETE /agent/contacts/{id}: removes one agent contact (masters only). */
export const deleteAgentContact = (id: number) =>
  call(api.DELETE('/agent/contacts/{id}', { params: { ...platform, path: { id } } }));

/** Removes one agent contact; the caller drops it from the session on success. */
export const useDeleteAgentContactMutation = () =>
  useWriteMutation({
    mutationKey: contactSettingsKeys.write.deleteContact,
    mutationFn: deleteAgentContact,
  });
