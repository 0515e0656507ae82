import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setScreenPreloader } from '@/lib/screen-preload';
import { getSession } from '@/session';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import LoginScreen from './login-screen';

// The screens load their validation (zod) at the first submit; loading it here keeps that
// first submit within findBy's timeout on a busy machine.
beforeAll(() => import('../components/validation'));

const agentInfo = {
  agent: { agentName: '행복공인중개사사무소', agentEmail: 'master@demo.kr' },
  user: { userName: '김대표', userEmail: 'master@demo.kr' },
};

async function fill(user: ReturnType<typeof renderWithApp>['user'], email: string, pw: string) {
  await user.type(screen.getByLabelText('이메일'), email);
  await user.type(screen.getByLabelText('비밀번호'), pw);
}

describe('LoginScreen', () => {
  it('shows Korean validation errors and sends nothing for empty fields', async () => {
    const { user } = renderWithApp(<LoginScreen />, { session: null, url: '/login' });
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByText('이메일을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
  });

  it('logs in, loads user info and returns to the origin location', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', '/user/login', async (req) => {
        bodies.push(await req.json());
        return { isLogin: true };
      }),
      apiOk('get', '/agent/info', agentInfo),
      apiOk('get', '/user/session', { authKey: 'k1' }),
    );
    const { user, router } = renderWithApp(<LoginScreen />, { session: null, url: '/login' });
    await act(() =>
      router.navigate('/login', {
        state: { from: { pathname: '/room/dabang-list', search: '?keyword=1' } },
      }),
    );
    await fill(user, 'master@demo.kr', 'demo1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/room/dabang-list'));
    expect(router.state.location.search).toBe('?keyword=1');
    expect(bodies).toEqual([{ email: 'master@demo.kr', password: 'demo1234!' }]);
    expect(getSession().isAuth).toBe(true);
    expect(getSession().userName).toBe('김대표');
  });

  it('ignores a foreign return path and goes to the dashboard', async () => {
    server.use(
      apiOk('post', '/user/login', { isLogin: true }),
      apiOk('get', '/agent/info', agentInfo),
      apiOk('get', '/user/session', { authKey: 'k1' }),
    );
    const { user, router } = renderWithApp(<LoginScreen />, { session: null, url: '/login' });
    await act(() => router.navigate('/login', { state: { from: '//evil.example/x' } }));
    await fill(user, 'master@demo.kr', 'demo1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('sends a product staff account to the studio, not the dashboard', async () => {
    server.use(
      apiOk('post', '/user/login', { isLogin: true, isStaff: true }),
      apiOk('get', '/agent/info', agentInfo),
      apiOk('get', '/user/session', { authKey: 'k1', isStaff: true }),
    );
    const { user, router } = renderWithApp(<LoginScreen />, { session: null, url: '/login' });
    await fill(user, 'staff@demo.kr', 'demo1234!');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/studio'));
    expect(getSession().isStaff).toBe(true);
  });

  it('shows the Korean server message and keeps the typed values on failure', async () => {
    server.use(
      apiError('post', '/user/login', 401, {
        code: 401,
        msg: '이메일 또는 비밀번호가 올바르지 않습니다.',
      }),
    );
    const { user, router } = renderWithApp(<LoginScreen />, { session: null, url: '/login' });
    await fill(user, 'master@demo.kr', 'wrong');
    await user.click(screen.getByRole('button', { name: '로그인' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '이메일 또는 비밀번호가 올바르지 않습니다.',
    );
    expect(screen.getByLabelText('이메일')).toHaveValue('master@demo.kr');
    expect(screen.getByLabelText('비밀번호')).toHaveValue('wrong');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('blocks a double submit while the request is pending', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    server.use(
      apiOk('post', '/user/login', async () => {
        calls++;
        await new Promise<void>((r) => (release = r));
        return { isLogin: true };
      }),
      apiOk('get', '/agent/info', agentInfo),
      apiOk('get', '/user/session', { authKey: 'k1' }),
    );
    const { user, router } = renderWithApp(<LoginScreen />, { session: null, url: '/login' });
    await fill(user, 'master@demo.kr', 'demo1234!');
    const button = screen.getByRole('button', { name: '로그인' });
    await user.click(button);
    await waitFor(() => expect(calls).toBe(1));
    expect(screen.getByRole('button', { name: '처리 중입니다…' })).toBeDisabled();
    // A second submit (Enter in a field or a scripted submit) must not send another request.
    fireEvent.submit(screen.getByRole('form', { name: '로그인' }));
    fireEvent.submit(screen.getByRole('form', { name: '로그인' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls).toBe(1);
  });

  describe('preloading', () => {
    afterEach(() => setScreenPreloader(() => undefined));

    it('starts loading the screen the login lands on once the user is in the form', async () => {
      const preload = vi.fn();
      setScreenPreloader(preload);
      const { user } = renderWithApp(<LoginScreen />, { session: null, url: '/login' });
      expect(preload).not.toHaveBeenCalled();
      await user.click(screen.getByLabelText('이메일'));
      expect(preload).toHaveBeenCalledWith('/dashboard');
    });
  });
});
