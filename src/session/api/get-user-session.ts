import { api } from '@/api/client';
import { call } from '@/api/request';

/** authKey; accepts a bare string or an object carrying authKey. */
export async function getAuthKey(signal?: AbortSignal): Promise<string> {
  const result: unknown = await call(api.GET('/user/session', { signal }));
  if (typeof result === 'string') return result;
  if (result && typeof result === 'object' && 'authKey' in result)
    return String((result as { authKey: unknown }).authKey ?? '');
  return '';
}
