import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserEffects, setApiEffects } from '@/api/effects';
import { getSession } from '@/session';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import AccountWithdrawScreen from './account-withdraw-screen';

afterEach(() => setApiEffects(browserEffects));

const url = '/account/withdraw';
const submit = () => screen.getByRole('button', { name: '회원 탈퇴' });

describe('AccountWithdrawScreen', () => {
  it('says what is deleted and what is kept, and asks a master to remove sub-users first', () => {
    renderWithApp(<AccountWithdrawScreen />, { url, session: { isMaster: true } });
    expect(screen.getByRole('region', { name: '탈퇴하면 삭제되는 정보' })).toHaveTextContent(
      '이름, 이메일',
    );
    expect(screen.getByRole('region', { name: '법에 따라 보관되는 정보' })).toHaveTextContent(
      '결제(주문) 내역',
    );
    expect(screen.getByRole('link', { name: '소속 직원 관리로 가기' })).toHaveAttribute(
      'href',
      '/account/sub-user',
    );
  });

  it('needs the password and the consent before calling the server', async () => {
    let called = false;
    server.use(
      apiOk('post', '/user/withdraw', () => {
        called = true;
        return true;
      }),
    );
    const { user } = renderWithApp(<AccountWithdrawScreen />, { url });
    await user.click(submit());
    expect(await screen.findByText('비밀번호를 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('탈퇴 안내를 확인하고 동의해주세요.')).toBeInTheDocument();
    expect(called).toBe(false);
  });

  it('shows the server refusal and keeps what was typed', async () => {
    server.use(
      apiError('post', '/user/withdraw', 409, {
        code: 409,
        msg: '소속 직원 계정이 남아 있습니다. 소속 직원을 먼저 삭제한 뒤 탈퇴해주세요.',
      }),
    );
    const { user } = renderWithApp(<AccountWithdrawScreen />, { url });
    await user.type(screen.getByLabelText(/비밀번호/), 'demo1234!');
    await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('소속 직원을 먼저 삭제한 뒤');
    expect(screen.getByLabelText(/비밀번호/)).toHaveValue('demo1234!');
    expect(getSession().isAuth).toBe(true);
  });

  it('withdraws once, forgets the login without a logout call and goes to /login with a toast', async () => {
    const navigate = vi.fn();
    setApiEffects({ navigate });
    const bodies: unknown[] = [];
    let release: () => void = () => undefined;
    server.use(
      apiOk('post', '/user/withdraw', async (req) => {
        bodies.push(await req.json());
        await new Promise<void>((r) => (release = r));
        return true;
      }),
    );
    const { user } = renderWithApp(<AccountWithdrawScreen />, { url });
    await user.type(screen.getByLabelText(/비밀번호/), 'demo1234!');
    await user.click(screen.getByRole('checkbox', { name: /동의합니다/ }));
    await user.click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(screen.getByRole('button', { name: '처리 중입니다…' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: '회원 탈퇴' }));
    release();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(bodies).toEqual([{ password: 'demo1234!', confirm: true }]);
    expect(getSession().isAuth).toBe(false);
    expect(await screen.findByText(/회원 탈퇴가 완료되었습니다/)).toBeInTheDocument();
  });
});
