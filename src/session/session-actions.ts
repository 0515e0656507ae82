import { apiEffects } from '@/api/effects';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { cookies } from '@/lib/cookies';
import { localRemove, sessionRemove } from '@/lib/storage';
import { getAgentInfo } from './api/get-agent-info';
import { getLoginCheck } from './api/get-login-check';
import { getUserSession } from './api/get-user-session';
import { postLogout } from './api/post-logout';
import { flattenAgentInfo, type Session } from './flatten-agent-info';
import { getSession, resetSession, setSession } from './session-store';

/** True when the path is under a protected prefix and not a mobile path. */
export function isProtectedPath(pathname: string): boolean {
  if (pathname.includes(routesConfig.mobileMarker)) return false;
  return routesConfig.protectedPrefixes.some((p) => pathname === p || pathname.startsWith(p + '/'));
}

/**
 * GET login/check: a truthy result is logged in, a falsy one is not (000 §4.1, A-07); a failed
 * check counts as logged out and is only logged. The server still decides who is signed in:
 * agent/info answers 401 to a guest whatever the check said.
 */
export async function checkLogin(): Promise<boolean> {
  try {
    return Boolean(await getLoginCheck());
  } catch (e) {
    console.error('login check failed', e);
    return false;
  }
}

let loadSeq = 0;

/**
 * Loads agent/info and the authKey into the session. Later loads run in the background and
 * keep the previous values until the new ones arrive.
 */
export async function loadUserInfo(): Promise<void> {
  const seq = ++loadSeq;
  try {
    const [info, userSession] = await Promise.all([
      getAgentInfo(),
      getUserSession().catch(() => ({
        authKey: getSession().authKey,
        isStaff: getSession().isStaff,
      })),
    ]);
    if (seq !== loadSeq) return;
    setSession({ ...flattenAgentInfo(info), ...userSession, isAuth: true, isLoading: false });
  } catch (e) {
    if (seq !== loadSeq) return;
    console.error('agent info failed', e);
    const fx = apiEffects();
    // Navigate first, then stop loading, so the login guard never sees a guest on a protected path.
    if (isProtectedPath(fx.pathname())) fx.navigate(href('landing'));
    setSession({ isLoading: false });
  }
}

/** True while the server-rendered page's session stands for the first login check. */
let adopted = false;

/**
 * The session a server-rendered page was rendered for (docs/ssr.md): set before the first render
 * so the page hydrates with it, and standing for the login check of the page load (the server
 * checked the cookie for this very page). Null is a guest.
 */
export function adoptServerSession(session: Session | null): void {
  loadSeq++;
  if (session) setSession({ ...session, isAuth: true, isLoading: false });
  else resetSession();
  adopted = true;
}

/** Runs on every path change: truthy loads user info, falsy resets the user. */
export async function syncLogin(): Promise<void> {
  if (adopted) {
    adopted = false;
    return;
  }
  if (await checkLogin()) await loadUserInfo();
  else {
    loadSeq++;
    resetSession();
  }
}

function clearClientAuth(): void {
  for (const name of readConfig(uiConfig).cookies.authorization) cookies.remove(name);
  const flag = readConfig(uiConfig).cookies.reportNoticeRead;
  cookies.remove(flag);
  localRemove(flag);
  sessionRemove(flag);
}

/**
 * Logout: confirm unless skipped, POST logout, then always clean up, reset and go to `/`.
 * Returns false when the user cancelled.
 */
export async function logout({
  confirm = true,
  redirectTo = href('landing'),
}: { confirm?: boolean; redirectTo?: string } = {}): Promise<boolean> {
  if (confirm && !window.confirm(readConfig(messages.session).logoutConfirm)) return false;
  try {
    await postLogout();
  } catch (e) {
    console.error('logout failed', e);
  }
  endClientSession(redirectTo);
  return true;
}

/**
 * Forgets the login on this side only (cookies, flags, session record) and navigates: what
 * logout does after its POST, and all that is left once the server has ended every session
 * itself (account withdrawal), where a logout call would only meet a 401.
 */
export function endClientSession(redirectTo: string): void {
  clearClientAuth();
  loadSeq++;
  resetSession();
  apiEffects().navigate(redirectTo);
}

/** Removes one agent contact from the local list. */
export function removeAgentContact(id: number): void {
  setSession({ agentContacts: getSession().agentContacts.filter((c) => c.id !== id) });
}

export function updateSession(patch: Partial<Session>): void {
  setSession(patch);
}
