import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEffects, setApiEffects } from '@/api/effects';
import { getSession } from '@/session';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import AccountPasswordScreen from './account-password-screen';

afterEach(() => setApiEffects(browserEffects));

async function fill(
  user: ReturnType<typeof renderWithApp>['user'],
  cur: string,
  next: string,
  confirm: string,
) {
  await user.type(screen.getByLabelText('현재 비밀번호'), cur);
  await user.type(screen.getByLabelText('새 비밀번호'), next);
  await user.type(screen.getByLabelText('새 비밀번호 확인'), confirm);
  await user.click(screen.getByRole('button', { name: '비밀번호 변경' }));
}

describe('AccountPasswordScreen', () => {
  it('validates in Korean before calling the server', async () => {
    const { user } = renderWithApp(<AccountPasswordScreen />, { url: '/account/user/password' });
    await fill(user, 'demo1234!', 'short1', 'other1');
    expect(await screen.findByText('새 비밀번호는 8자 이상이어야 합니다.')).toBeInTheDocument();
    expect(screen.getByText('새 비밀번호가 일치하지 않습니다.')).toBeInTheDocument();
  });

  it('changes the password, logs out without asking and goes to /login', async () => {
    const navigate = vi.fn();
    setApiEffects({ navigate });
    const confirm = vi.spyOn(window, 'confirm');
    const bodies: unknown[] = [];
    let loggedOut = false;
    server.use(
      apiOk('post', '/user/password', async (req) => {
        bodies.push(await req.json());
        return true;
      }),
      apiOk('post', '/user/logout', () => {
        loggedOut = true;
        return true;
      }),
    );
    const { user } = renderWithApp(<AccountPasswordScreen />, { url: '/account/user/password' });
    await fill(user, 'demo1234!', 'newpass123', 'newpass123');
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(bodies).toEqual([{ currentPassword: 'demo1234!', newPassword: 'newpass123' }]);
    expect(loggedOut).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
    expect(getSession().isAuth).toBe(false);
    confirm.mockRestore();
  });

  it('shows the server msg when the current password is wrong and stays logged in', async () => {
    const navigate = vi.fn();
    setApiEffects({ navigate });
    server.use(
      apiError('post', '/user/password', 400, {
        code: 400,
        msg: '현재 비밀번호가 올바르지 않습니다.',
      }),
    );
    const { user } = renderWithApp(<AccountPasswordScreen />, { url: '/account/user/password' });
    await fill(user, 'wrongpass1', 'newpass123', 'newpass123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '현재 비밀번호가 올바르지 않습니다.',
    );
    expect(navigate).not.toHaveBeenCalled();
    expect(getSession().isAuth).toBe(true);
  });
});
