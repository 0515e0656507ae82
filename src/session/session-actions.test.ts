import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiEffects } from '@/api/effects';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { initialSession } from './flatten-agent-info';
import { isProtectedPath, logout, removeAgentContact, syncLogin } from './session-actions';
import { getSession, setSession } from './session-store';
import { getSelectedSubUser, setSelectedSubUser } from './sub-user';

const navigate = vi.fn();
let path = '/dashboard';

beforeEach(() => {
  vi.restoreAllMocks();
  navigate.mockReset();
  path = '/dashboard';
  setApiEffects({
    navigate,
    pathname: () => path,
    alert: vi.fn(),
    bridge: () => null,
    logout: vi.fn(),
  });
  setSession({ ...initialSession });
});

describe('syncLogin', () => {
  it('a truthy check loads agent info and the authKey', async () => {
    server.use(
      apiOk('get', '/user/login/check', true),
      apiOk('get', '/agent/info', {
        agent: { agentEmail: 'm@demo.kr' },
        user: { userEmail: 'm@demo.kr' },
      } as never),
      apiOk('get', '/user/session', { authKey: 'auth-1' }),
    );
    await syncLogin();
    expect(getSession()).toMatchObject({
      isAuth: true,
      isLoading: false,
      isMaster: true,
      authKey: 'auth-1',
    });
  });

  it('takes the staff flag from the session call; a broker is never staff', async () => {
    server.use(
      apiOk('get', '/user/login/check', true),
      apiOk('get', '/agent/info', { agent: {}, user: {} } as never),
      apiOk('get', '/user/session', { authKey: 'k', isStaff: true }),
    );
    await syncLogin();
    expect(getSession()).toMatchObject({ isAuth: true, isStaff: true });
    server.use(apiOk('get', '/user/session', { authKey: 'k' }));
    await syncLogin();
    expect(getSession().isStaff).toBe(false);
  });

  it('a falsy or failed check resets the user and stops loading (A-07)', async () => {
    setSession({ isAuth: true, userName: '이전' });
    server.use(apiError('get', '/user/login/check', 500, { msg: '오류' }));
    await syncLogin();
    expect(getSession()).toMatchObject({ isAuth: false, isLoading: false, userName: '' });
  });

  // 000 §4.1 and §7: a truthy result loads user info, a falsy one resets the user. The server
  // still decides who is logged in: agent/info answers 401 to a guest whatever the check said.
  it.each([1, 'Y', { userIdx: 1 }])(
    'a truthy check of another shape (%j) loads user info too (issue 23 #12)',
    async (truthy) => {
      server.use(
        apiOk('get', '/user/login/check', truthy as never),
        apiOk('get', '/agent/info', { agent: { agentName: '행복공인중개사사무소' }, user: {} }),
        apiOk('get', '/user/session', { authKey: 'auth-2' }),
      );
      await syncLogin();
      expect(getSession()).toMatchObject({
        isAuth: true,
        agentName: '행복공인중개사사무소',
        authKey: 'auth-2',
      });
    },
  );

  it.each([false, 0, '', null])('a falsy check (%j) resets the user', async (falsy) => {
    setSession({ isAuth: true, userName: '이전' });
    server.use(apiOk('get', '/user/login/check', falsy as never));
    await syncLogin();
    expect(getSession()).toMatchObject({ isAuth: false, isLoading: false, userName: '' });
  });

  it('an agent-info failure on a protected path goes to / before loading stops (A-06)', async () => {
    server.use(
      apiOk('get', '/user/login/check', true),
      apiError('get', '/agent/info', 500, { msg: '오류' }),
      apiOk('get', '/user/session', { authKey: 'k' }),
    );
    const order: string[] = [];
    navigate.mockImplementation(() => order.push(`navigate:${getSession().isLoading}`));
    await syncLogin();
    expect(order).toEqual(['navigate:true']);
    expect(navigate).toHaveBeenCalledWith('/');
    expect(getSession().isLoading).toBe(false);
  });

  it('mobile paths are not protected', () => {
    expect(isProtectedPath('/room/dabang-list')).toBe(true);
    expect(isProtectedPath('/rooms')).toBe(false);
    expect(isProtectedPath('/room/mobile/list')).toBe(false);
  });
});

describe('logout (A-11)', () => {
  it('asks first and does nothing when cancelled', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    expect(await logout()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('posts logout, removes the auth cookies and the report flag, resets and goes to /', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    document.cookie = 'Authorization=abc; path=/';
    document.cookie = 'reportNoticeRead=1; path=/';
    localStorage.setItem('reportNoticeRead', '1');
    sessionStorage.setItem('reportNoticeRead', '1');
    setSession({ isAuth: true, userName: '김대표' });
    let posted = false;
    server.use(apiOk('post', '/user/logout', () => ((posted = true), true)));
    expect(await logout()).toBe(true);
    expect(posted).toBe(true);
    expect(document.cookie).not.toContain('Authorization');
    expect(document.cookie).not.toContain('reportNoticeRead');
    expect(localStorage.getItem('reportNoticeRead')).toBeNull();
    expect(sessionStorage.getItem('reportNoticeRead')).toBeNull();
    expect(getSession()).toMatchObject({ isAuth: false, userName: '', isLoading: false });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('cleans up even when the logout call fails, without confirming when asked not to', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    server.use(apiError('post', '/user/logout', 500, {}));
    setSession({ isAuth: true });
    await logout({ confirm: false, redirectTo: '/login' });
    expect(confirm).not.toHaveBeenCalled();
    expect(getSession().isAuth).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });
});

describe('agent contacts and sub-user choice', () => {
  const contacts = [
    { id: 1, name: '가', email: 'a@demo.kr', phone: '', position: 1 as const },
    { id: 2, name: '나', email: 'b@demo.kr', phone: '', position: 1 as const },
  ];

  it('deleting a contact removes the entry with that id', () => {
    setSession({ agentContacts: contacts });
    removeAgentContact(1);
    expect(getSession().agentContacts.map((c) => c.id)).toEqual([2]);
  });

  it('a master keeps the choice per userIdx, valid only when it matches a contact (A-63)', () => {
    const master = { isMaster: true, userIdx: 5, userEmail: 'm@demo.kr', agentContacts: contacts };
    expect(getSelectedSubUser(master)).toBe('');
    setSelectedSubUser(5, 'b@demo.kr');
    expect(getSelectedSubUser(master)).toBe('b@demo.kr');
    expect(getSelectedSubUser({ ...master, userIdx: 6 })).toBe('');
    setSelectedSubUser(5, 'gone@demo.kr');
    expect(getSelectedSubUser(master)).toBe('');
    expect(getSelectedSubUser({ ...master, isMaster: false })).toBe('m@demo.kr');
  });
});
