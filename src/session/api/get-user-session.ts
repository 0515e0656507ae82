import { api } from '@/api/client';
import { call } from '@/api/request';

export interface UserSession {
  authKey: string;
  /** Product staff account: works in the studio (/studio), never sees broker screens' popups. */
  isStaff: boolean;
}

/** authKey and the staff flag; accepts a bare string or an object carrying authKey. */
export async function getUserSession(signal?: AbortSignal): Promise<UserSession> {
  const result: unknown = await call(api.GET('/user/session', { signal }));
  if (typeof result === 'string') return { authKey: result, isStaff: false };
  if (result && typeof result === 'object' && 'authKey' in result) {
    const r = result as { authKey: unknown; isStaff?: unknown };
    return { authKey: String(r.authKey ?? ''), isStaff: r.isStaff === true };
  }
  return { authKey: '', isStaff: false };
}
