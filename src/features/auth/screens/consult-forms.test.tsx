import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import ConsultScreen from './consult-screen';
import FindPasswordScreen from './find-password-screen';
import JoinConsultScreen from './join-consult-screen';

// The screens load their validation (zod) at the first submit; loading it here keeps that
// first submit within findBy's timeout on a busy machine.
beforeAll(() => import('../components/validation'));

describe('JoinConsultScreen', () => {
  it('requires the privacy agreement and the fields, in Korean', async () => {
    const { user } = renderWithApp(<JoinConsultScreen />, { session: null, url: '/join-consult' });
    await user.click(screen.getByRole('button', { name: '가입 상담 신청' }));
    expect(await screen.findByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('중개사무소명을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('지역을 입력해주세요.')).toBeInTheDocument();
    expect(screen.getByText('개인정보 수집 및 이용에 동의해주세요.')).toBeInTheDocument();
    expect(screen.getByText(/휴대폰 번호를 숫자와 하이픈/)).toBeInTheDocument();
  });

  it('submits the request and shows the success state', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', '/consult/join-consult', async (req) => {
        bodies.push(await req.json());
        return { requestId: 42 };
      }),
    );
    const { user } = renderWithApp(<JoinConsultScreen />, { session: null, url: '/join-consult' });
    await user.type(screen.getByLabelText(/^이름/), '김중개');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '010-1234-5678');
    await user.type(screen.getByLabelText(/^중개사무소명/), '신림공인중개사사무소');
    await user.type(screen.getByLabelText(/^지역/), '서울특별시 관악구');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '가입 상담 신청' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('가입 상담 신청이 접수되었습니다.');
    expect(status).toHaveTextContent('42');
    expect(bodies).toEqual([
      {
        name: '김중개',
        phone: '010-1234-5678',
        officeName: '신림공인중개사사무소',
        region: '서울특별시 관악구',
        agreePrivacy: true,
      },
    ]);
  });
});

describe('ConsultScreen', () => {
  it('sends nothing until the guest agrees to the collection of their name and phone', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', '/consult/request', async (req) => {
        bodies.push(await req.json());
        return { requestId: 8 };
      }),
    );
    const { user } = renderWithApp(<ConsultScreen />, { session: null, url: '/consult' });
    expect(screen.getByRole('region', { name: '개인정보 수집 및 이용 안내' })).toHaveTextContent(
      '수집 항목: 이름, 휴대폰 번호',
    );
    await user.type(screen.getByLabelText(/^이름/), '김중개');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.type(screen.getByLabelText(/^문의 내용/), '광고 상품 문의');
    await user.click(screen.getByRole('button', { name: '상담 신청' }));
    expect(await screen.findByText('개인정보 수집 및 이용에 동의해주세요.')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '상담 신청' }));
    expect(await screen.findByRole('status')).toHaveTextContent('상담 신청이 접수되었습니다.');
    expect(bodies).toEqual([
      {
        name: '김중개',
        phone: '01012345678',
        consultType: 'PRODUCT',
        message: '광고 상품 문의',
        agreePrivacy: true,
      },
    ]);
  });

  it('submits a consultation with the chosen type', async () => {
    const bodies: unknown[] = [];
    server.use(
      apiOk('post', '/consult/request', async (req) => {
        bodies.push(await req.json());
        return { requestId: 7 };
      }),
    );
    const { user } = renderWithApp(<ConsultScreen />, { session: null, url: '/consult' });
    await user.type(screen.getByLabelText(/^이름/), '김중개');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.selectOptions(screen.getByRole('combobox', { name: /상담 유형/ }), '전자계약');
    await user.type(screen.getByLabelText(/^문의 내용/), '전자계약 도입을 상담받고 싶습니다.');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '상담 신청' }));
    expect(await screen.findByRole('status')).toHaveTextContent('상담 신청이 접수되었습니다.');
    expect(bodies).toEqual([
      {
        name: '김중개',
        phone: '01012345678',
        consultType: 'SIGN',
        message: '전자계약 도입을 상담받고 싶습니다.',
        agreePrivacy: true,
      },
    ]);
  });

  it('shows the server msg on failure and keeps the form', async () => {
    server.use(
      apiError('post', '/consult/request', 400, { code: 400, msg: '잠시 후 다시 시도해주세요.' }),
    );
    const { user } = renderWithApp(<ConsultScreen />, { session: null, url: '/consult' });
    await user.type(screen.getByLabelText(/^이름/), '김중개');
    await user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await user.type(screen.getByLabelText(/^문의 내용/), '문의');
    await user.click(screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }));
    await user.click(screen.getByRole('button', { name: '상담 신청' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('잠시 후 다시 시도해주세요.');
    expect(screen.getByLabelText(/^이름/)).toHaveValue('김중개');
  });
});

describe('a consultation being written', () => {
  it('survives a reload or a visit elsewhere until it is sent, on both forms', async () => {
    server.use(apiOk('post', '/consult/request', () => ({ requestId: 8 })));
    let view = renderWithApp(<ConsultScreen />, { session: null, url: '/consult' });
    await view.user.type(screen.getByLabelText(/^문의 내용/), '광고 상품 견적이 궁금합니다.');
    view.unmount();
    view = renderWithApp(<JoinConsultScreen />, { session: null, url: '/join-consult' });
    await view.user.type(screen.getByLabelText(/^남기실 말씀/), '다음 달 개업 예정입니다.');
    view.unmount();

    view = renderWithApp(<JoinConsultScreen />, { session: null, url: '/join-consult' });
    expect(screen.getByLabelText(/^남기실 말씀/)).toHaveValue('다음 달 개업 예정입니다.');
    view.unmount();
    view = renderWithApp(<ConsultScreen />, { session: null, url: '/consult' });
    expect(screen.getByLabelText(/^문의 내용/)).toHaveValue('광고 상품 견적이 궁금합니다.');
    await view.user.type(screen.getByLabelText(/^이름/), '김중개');
    await view.user.type(screen.getByLabelText(/^휴대폰 번호/), '01012345678');
    await view.user.click(
      screen.getByRole('checkbox', { name: /개인정보 수집 및 이용에 동의합니다/ }),
    );
    await view.user.click(screen.getByRole('button', { name: '상담 신청' }));
    expect(await screen.findByRole('status')).toHaveTextContent('상담 신청이 접수되었습니다.');
    view.unmount();
    // Sent: nothing is kept to send twice.
    renderWithApp(<ConsultScreen />, { session: null, url: '/consult' });
    expect(screen.getByLabelText(/^문의 내용/)).toHaveValue('');
  });
});

describe('FindPasswordScreen', () => {
  it('asks for the code texted to the registered phone, then sets the new password', async () => {
    const bodies: unknown[] = [];
    const keys: (string | null)[] = [];
    server.use(
      apiOk('post', '/user/find-password', async (req) => {
        keys.push(req.headers.get('Idempotency-Key'));
        bodies.push(await req.json());
        return { sent: true, expiresAt: new Date(Date.now() + 180_000).toISOString() };
      }),
      apiOk('post', '/user/password-reset', async (req) => {
        bodies.push(await req.json());
        return true;
      }),
    );
    const { user, router } = renderWithApp(<FindPasswordScreen />, {
      session: null,
      url: '/find-password',
    });
    await user.type(screen.getByLabelText('이메일'), 'master@demo.kr');
    await user.type(screen.getByLabelText('휴대폰 번호'), '010-2010-3010');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    // The note never says whether the account exists.
    expect(await screen.findByRole('status')).toHaveTextContent(
      '가입 정보와 일치하면 등록된 휴대폰 번호로 인증번호를 보냈습니다',
    );
    expect(screen.getByRole('timer')).toHaveTextContent(/남은 시간 [23]:\d\d/);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);

    await user.type(screen.getByLabelText(/^인증번호/), '12345');
    await user.type(
      screen.getByLabelText(/^새 비밀번호(?! 확인)/, { selector: 'input' }),
      'newpass1234',
    );
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'newpass1234');
    await user.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    expect(await screen.findByText('인증번호 6자리 숫자를 입력해주세요.')).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^인증번호/), '6');
    await user.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(bodies).toEqual([
      { email: 'master@demo.kr', phone: '010-2010-3010' },
      { email: 'master@demo.kr', code: '123456', newPassword: 'newpass1234' },
    ]);
    expect(
      await screen.findByText('비밀번호를 재설정했습니다. 새 비밀번호로 로그인해주세요.'),
    ).toBeInTheDocument();
  });

  it('a refused code is shown and the form stays', async () => {
    server.use(
      apiOk('post', '/user/find-password', {
        sent: true,
        expiresAt: new Date(Date.now() + 180_000).toISOString(),
      }),
      apiError('post', '/user/password-reset', 400, {
        code: 400,
        msg: '인증번호가 올바르지 않거나 만료되었습니다.',
      }),
    );
    const { user } = renderWithApp(<FindPasswordScreen />, {
      session: null,
      url: '/find-password',
    });
    await user.type(screen.getByLabelText('이메일'), 'master@demo.kr');
    await user.type(screen.getByLabelText('휴대폰 번호'), '010-2010-3010');
    await user.click(screen.getByRole('button', { name: '인증번호 받기' }));
    await user.type(await screen.findByLabelText(/^인증번호/), '000000');
    await user.type(
      screen.getByLabelText(/^새 비밀번호(?! 확인)/, { selector: 'input' }),
      'newpass1234',
    );
    await user.type(screen.getByLabelText(/^새 비밀번호 확인/), 'newpass1234');
    await user.click(screen.getByRole('button', { name: '비밀번호 재설정' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '인증번호가 올바르지 않거나 만료되었습니다.',
    );
    expect(screen.getByLabelText(/^인증번호/)).toHaveValue('000000');
  });
});
