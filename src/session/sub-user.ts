import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { sessionGet, sessionSet } from '@/lib/storage';
import type { Session } from './flatten-agent-info';

const key = (userIdx: number) => `${readConfig(uiConfig).storage.selectedSubUserPrefix}${userIdx}`;

/**
 * The sub-user a master works as: kept per userIdx in sessionStorage, valid only when it
 * matches an agent contact's email or id. A non-master always acts as themself.
 */
export function getSelectedSubUser(
  s: Pick<Session, 'isMaster' | 'userIdx' | 'userEmail' | 'agentContacts'>,
): string {
  if (!s.isMaster) return s.userEmail;
  const stored = sessionGet(key(s.userIdx));
  if (!stored) return '';
  return s.agentContacts.some((c) => c.email === stored || String(c.id) === stored) ? stored : '';
}

export function setSelectedSubUser(userIdx: number, emailOrId: string): void {
  sessionSet(key(userIdx), emailOrId);
}
