import { api, platform } from '@/api/client';
import { call } from '@/api/request';

/** DELETE /agent/contacts/{id}: removes one agent contact (masters only). */
export const deleteAgentContact = (id: number) =>
  call(api.DELETE('/agent/contacts/{id}', { params: { ...platform, path: { id } } }));
