import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, delay } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/toast/toast';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { cookies } from '@/lib/cookies';
import type { Session } from '@/session';
import { HOSTILE_HTML } from '@/testing/hostile-html';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { renderWithApp } from '@/testing/render';
import type { ChainConfig, ImageNotice, StepConfig, TextNotice } from '../model/types';
import { PopupChainHost } from './popup-chain-host';
import { getStepDescriptor, stepRegistry } from './step-registry';

/** The start-up chain of spec/config/popup-chain.json. */
const startup: ChainConfig = popupChainConfig.chains.find((c) => c.id === 'startup')!;

const chainSession: Partial<Session> = {
  isMaster: true,
  agentEmail: 'chain@demo.kr',
  userEmail: 'chain@demo.kr',
  userRoleType: null,
  isShowSetContactMethod: true,
  isCeoSafeAuth: true,
  authKey: 'AUTH-KEY/1',
};

const notices: TextNotice[] = [
  { seq: 1, title: '서비스 점검 안내', content: '<p>점검</p>', expires: null, url: null },
  {
    seq: 2,
    title: '정책 변경 안내',
    content: `<p>정책</p>${HOSTILE_HTML}`,
    expires: 3,
    url: 'https://example.kr/notice/2',
  },
];
const events: ImageNotice[] = [
  {
    seq: 11,
    title: '가입 이벤트',
    content: '',
    expires: 1,
    url: 'https://example.kr/event/welcome?ref=pro',
    img: '/files/event-1.svg',
    isLoginRequired: true,
  },
  {
    seq: 12,
    title: '무료 체험',
    content: '',
    expires: null,
    url: null,
    img: '/files/event-2.svg',
    isLoginRequired: false,
  },
];

function FakeContactDialog({
  open,
  onClose,
}: {
  open: boolean;
  onClose: (saved: boolean) => void;
}) {
  if (!open) return null;
  return (
    <div role="dialog" aria-label="연락 방법 설정">
      <button onClick={() => onClose(true)}>저장</button>
    </div>
  );
}

const calls: Record<string, number> = {};
const count = (key: string) => () => {
  calls[key] = (calls[key] ?? 0) + 1;
};

function answerChain(opts: { isVerify?: boolean } = {}) {
  server.use(
    apiOk('get', '/notice/popup', () => (count('notice')(), notices)),
    apiOk('get', '/events/active', () => (count('events')(), events)),
    apiOk(
      'get',
      '/agent/verify-tel',
      () => (count('verify')(), { isVerify: opts.isVerify ?? false }),
    ),
  );
}

const only = (...ids: string[]): ChainConfig => ({
  ...startup,
  steps: startup.steps.map((s) => ({ ...s, enabled: ids.includes(s.id) })),
});

function renderHost(config = startup, session: Partial<Session> = {}, url = '/dashboard') {
  return renderWithApp(<PopupChainHost contactMethodDialog={FakeContactDialog} chain={config} />, {
    session: { ...chainSession, ...session },
    url,
  });
}

const dialog = async (name: string | RegExp) => {
  const d = await screen.findByRole('dialog', { name });
  expect(screen.getAllByRole('dialog')).toHaveLength(1);
  return d;
};

// Each popup is its own chunk: fetch them once up front, so the first test does not spend its
// waiting time on the test runner transforming them.
beforeAll(() => Promise.all(Object.values(stepRegistry).map((d) => d.popup())), 30_000);
beforeEach(() => {
  for (const k of Object.keys(calls)) delete calls[k];
});
afterEach(() => vi.restoreAllMocks());

describe('PopupChainHost', () => {
  it('shows every popup in config order, one at a time', async () => {
    answerChain();
    server.use(
      apiOk('post', '/agent/set-role2', true),
      apiOk('get', '/agent/info', {
        agent: { agentEmail: 'chain@demo.kr', isCeoSafeAuth: true },
        user: { userEmail: 'chain@demo.kr', userRoleType: 0, isShowSetContactMethod: true },
      }),
      apiOk('get', '/user/session', { authKey: 'AUTH-KEY/1' }),
    );
    const { user } = renderHost();

    let d = await dialog('서비스 점검 안내');
    await user.click(within(d).getByRole('button', { name: '닫기' }));
    d = await dialog('정책 변경 안내');
    await user.click(within(d).getByRole('button', { name: '3일간 보지 않기' }));
    d = await dialog('가입 이벤트');
    await user.click(within(d).getByRole('button', { name: '오늘 하루 보지 않기' }));
    d = await dialog('무료 체험');
    await user.click(within(d).getByRole('button', { name: '닫기' }));
    d = await dialog('직책 선택');
    await user.click(within(d).getByLabelText('대표공인중개사'));
    await user.click(within(d).getByRole('button', { name: '선택 완료' }));
    d = await dialog('연락 방법 설정');
    await user.click(within(d).getByRole('button', { name: '저장' }));
    d = await dialog('휴대폰 번호 인증');
    await user.click(within(d).getByRole('button', { name: '닫기' }));
    d = await dialog('광고 상품 안내');
    await user.click(within(d).getByRole('button', { name: '3일간 보지 않기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual({ notice: 1, events: 1, verify: 1 });
  });

  it('follows a reordered popup-chain.json', async () => {
    answerChain();
    const [text, image, role, contact, verify, noItem] = startup.steps;
    const reordered: ChainConfig = {
      ...startup,
      steps: [noItem, verify, contact, text, image, role] as StepConfig[],
    };
    const { user } = renderHost(reordered);
    for (const name of ['광고 상품 안내', '휴대폰 번호 인증']) {
      const d = await dialog(name);
      await user.click(within(d).getByRole('button', { name: '닫기' }));
    }
    const c = await dialog('연락 방법 설정');
    await user.click(within(c).getByRole('button', { name: '저장' }));
    await dialog('서비스 점검 안내');
  });

  it('skips a disabled step without loading its data', async () => {
    answerChain();
    renderHost(only('image-notice', 'verify-tel'));
    await dialog('가입 이벤트');
    expect(calls.notice).toBeUndefined();
  });

  it('resets the done flags and reloads when the path changes and comes back', async () => {
    answerChain();
    const { user, router } = renderHost(only('text-notice'));
    let d = await dialog('서비스 점검 안내');
    await user.click(within(d).getByRole('button', { name: '닫기' }));
    d = await dialog('정책 변경 안내');
    await act(() => router.navigate('/room'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate('/dashboard'));
    await dialog('서비스 점검 안내');
    expect(calls.notice).toBe(2);
  });

  // One render per case: the session store is the page's one, so a second render would give
  // the first its session too and only the last case would be checked.
  it.each([
    ['off the chain path', {}, '/room'],
    ['before the user info loads', { isLoading: true }, '/dashboard'],
  ] as const)('does nothing %s', async (_case, session, url) => {
    answerChain();
    renderHost(undefined, session, url);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual({});
  });

  it('skips conditions that do not hold', async () => {
    answerChain({ isVerify: true });
    renderHost(only('role', 'contact-method', 'verify-tel', 'no-item'), {
      userRoleType: 0,
      isCeoSafeAuth: false,
      useItem: true,
    });
    await waitFor(() => expect(calls.verify).toBe(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('text notices', () => {
    it('dismiss writes notice_popup_{seq} for expires days (365 when empty); close writes none', async () => {
      answerChain();
      const set = vi.spyOn(cookies, 'setForDays');
      const { user } = renderHost(only('text-notice'));
      let d = await dialog('서비스 점검 안내');
      expect(within(d).getByRole('button', { name: '다시 보지 않기' })).toBeInTheDocument();
      await user.click(within(d).getByRole('button', { name: '다시 보지 않기' }));
      expect(set).toHaveBeenLastCalledWith('notice_popup_1', '1', 365);
      d = await dialog('정책 변경 안내');
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(set).toHaveBeenCalledTimes(1);
    });

    it('leaves out dismissed notices; a url opens in a new tab; content is sanitised', async () => {
      answerChain();
      cookies.setForDays('notice_popup_1', '1', 365);
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user } = renderHost(only('text-notice'));
      const d = await dialog('정책 변경 안내');
      expect(within(d).getByRole('link', { name: '정책 변경 안내' })).toHaveAttribute(
        'href',
        'https://example.kr/notice/2',
      );
      await user.click(within(d).getByRole('button', { name: '자세히 보기' }));
      expect(open).toHaveBeenCalledWith('https://example.kr/notice/2', '_blank', 'noopener');
      await user.click(within(d).getByText('정책'));
      expect(open).toHaveBeenCalledTimes(2);
      expect(d.querySelector('script')).toBeNull();
      expect(d.querySelector('img')?.getAttribute('onerror')).toBeNull();
      expect((window as { __xss?: number }).__xss).toBeUndefined();
    });

    it('a load failure toasts the msg and counts as done', async () => {
      const err = vi.spyOn(toast, 'error');
      server.use(
        apiError('get', '/notice/popup', 400, { code: 400, msg: '공지를 불러오지 못했습니다.' }),
        apiOk('get', '/events/active', events),
      );
      renderHost(only('text-notice', 'image-notice'));
      await dialog('가입 이벤트');
      expect(err).toHaveBeenCalledWith('공지를 불러오지 못했습니다.');
    });
  });

  describe('image notices', () => {
    it('opens the url with auth_key, tracks the banner click and closes', async () => {
      answerChain();
      const open = vi.spyOn(window, 'open').mockReturnValue(null);
      const { user } = renderHost(only('image-notice'));
      const d = await dialog('가입 이벤트');
      expect(within(d).getByRole('img', { name: '가입 이벤트' })).toHaveAttribute(
        'src',
        '/files/event-1.svg',
      );
      await user.click(within(d).getByRole('button', { name: '가입 이벤트' }));
      expect(open).toHaveBeenCalledWith(
        'https://example.kr/event/welcome?ref=pro&auth_key=AUTH-KEY%2F1',
        '_blank',
        'noopener',
      );
      const dl = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => [...a]);
      expect(dl).toContainEqual([
        'event',
        'click',
        { event_category: 'banner', event_label: '가입 이벤트', seq: 11 },
      ]);
      // Next banner: no url, so neither the image nor 이벤트 보기 does anything.
      const d2 = await dialog('무료 체험');
      await user.click(within(d2).getByRole('button', { name: '이벤트 보기' }));
      await user.click(within(d2).getByRole('img', { name: '무료 체험' }));
      expect(open).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog', { name: '무료 체험' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.getByRole('dialog', { name: '무료 체험' })).toBeInTheDocument();
    });

    it('"today" writes event_banner_{seq} for expires || 1 days; hidden ones are left out', async () => {
      answerChain();
      const set = vi.spyOn(cookies, 'setForDays');
      cookies.setForDays('event_banner_11', '1', 1);
      const { user } = renderHost(only('image-notice'));
      const d = await dialog('무료 체험');
      await user.click(within(d).getByRole('button', { name: '오늘 하루 보지 않기' }));
      expect(set).toHaveBeenLastCalledWith('event_banner_12', '1', 1);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('a load failure toasts msg or the server default for 10000 ms', async () => {
      const err = vi.spyOn(toast, 'error');
      server.use(
        apiError('get', '/events/active', 503, {}),
        apiOk('get', '/agent/verify-tel', { isVerify: false }),
      );
      renderHost(only('image-notice', 'verify-tel'));
      await dialog('휴대폰 번호 인증');
      expect(err).toHaveBeenCalledWith('서버 오류가 발생했습니다.', { durationMs: 10000 });
    });
  });

  describe('role selection', () => {
    it('masters see 0 and 2, sub-users 1; no close, no Escape; submit disabled until chosen and while saving', async () => {
      server.use(
        http.post('*/api/v2/agent/set-role2', async () => {
          await delay(150);
          return HttpResponse.json({ result: true });
        }),
        apiOk('get', '/agent/info', { user: { userRoleType: 2 } }),
        apiOk('get', '/user/session', { authKey: 'k' }),
      );
      const { user } = renderHost(only('role'));
      const d = await dialog('직책 선택');
      expect(
        within(d)
          .getAllByRole('radio')
          .map((r) => r.closest('label')?.textContent),
      ).toEqual(['대표공인중개사', '중개보조원']);
      expect(within(d).queryByRole('button', { name: '닫기' })).toBeNull();
      expect(within(d).getByText(/책임/)).toBeInTheDocument();
      await user.keyboard('{Escape}');
      const submit = within(d).getByRole('button', { name: '선택 완료' });
      expect(submit).toBeDisabled();
      await user.click(within(d).getByLabelText('중개보조원'));
      expect(submit).toBeEnabled();
      const success = vi.spyOn(toast, 'success');
      await user.click(submit);
      expect(submit).toBeDisabled();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(success).toHaveBeenCalledWith('직책을 저장했습니다.');
    });

    it('sub-users get only position 1', async () => {
      renderHost(only('role'), { isMaster: false });
      const d = await dialog('직책 선택');
      expect(within(d).getAllByRole('radio')).toHaveLength(1);
      expect(within(d).getByLabelText('소속공인중개사')).toBeInTheDocument();
    });

    it('419 alerts the msg, other errors toast; the popup stays open', async () => {
      const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
      const err = vi.spyOn(toast, 'error');
      let body: unknown;
      server.use(
        http.post('*/api/v2/agent/set-role2', async ({ request }) => {
          body = await request.json();
          return HttpResponse.json(
            { code: 419, msg: '선택할 수 없는 직책입니다.' },
            { status: 419 },
          );
        }),
      );
      const { user } = renderHost(only('role'));
      const d = await dialog('직책 선택');
      await user.click(within(d).getByLabelText('대표공인중개사'));
      await user.click(within(d).getByRole('button', { name: '선택 완료' }));
      await waitFor(() => expect(alert).toHaveBeenCalledWith('선택할 수 없는 직책입니다.'));
      expect(body).toEqual({ roleType: 0 });
      expect(screen.getByRole('dialog', { name: '직책 선택' })).toBeInTheDocument();
      expect(within(d).getByRole('button', { name: '선택 완료' })).toBeEnabled();

      server.use(
        apiError('post', '/agent/set-role2', 400, { code: 400, msg: '잠시 후 다시 시도해주세요.' }),
      );
      await user.click(within(d).getByRole('button', { name: '선택 완료' }));
      await waitFor(() => expect(err).toHaveBeenCalledWith('잠시 후 다시 시도해주세요.'));
      expect(alert).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('dialog', { name: '직책 선택' })).toBeInTheDocument();
    });
  });

  describe('verify-tel and no-item', () => {
    it('verify-tel links to /account/verify-tel and closes', async () => {
      answerChain();
      const { user, router } = renderHost(only('verify-tel'));
      const d = await dialog('휴대폰 번호 인증');
      expect(within(d).getByText('휴대폰 번호 인증이 필요합니다.')).toBeInTheDocument();
      await user.click(within(d).getByRole('link', { name: '인증하러 가기' }));
      expect(router.state.location.pathname).toBe('/account/verify-tel');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });

    it('verify-tel failure toasts its msg', async () => {
      const err = vi.spyOn(toast, 'error');
      server.use(apiError('get', '/agent/verify-tel', 400, { code: 400, msg: '인증 확인 실패' }));
      renderHost(only('verify-tel', 'no-item'));
      await dialog('광고 상품 안내');
      expect(err).toHaveBeenCalledWith('인증 확인 실패');
    });

    it('no-item waits for earlier popups; 3일간 보지 않기 writes no_item_notice for 3 days', async () => {
      answerChain();
      const set = vi.spyOn(cookies, 'setForDays');
      const { user } = renderHost(only('verify-tel', 'no-item'));
      let d = await dialog('휴대폰 번호 인증');
      await user.click(within(d).getByRole('button', { name: '닫기' }));
      d = await dialog('광고 상품 안내');
      expect(within(d).getByRole('link', { name: '상품 구매하기' })).toHaveAttribute(
        'href',
        '/product/purchase',
      );
      await user.click(within(d).getByRole('button', { name: '3일간 보지 않기' }));
      expect(set).toHaveBeenCalledWith('no_item_notice', '1', 3);
    });

    it('no-item is skipped while its cookie exists', async () => {
      cookies.setForDays('no_item_notice', '1', 3);
      renderHost(only('no-item'));
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

describe('step registry', () => {
  it('has one descriptor for every step type of every configured chain, its popup a chunk', async () => {
    const chains: readonly ChainConfig[] = popupChainConfig.chains;
    for (const s of chains.flatMap((c) => c.steps)) {
      const d = getStepDescriptor(s.type);
      expect(d.popup).toBe(stepRegistry[s.type].popup);
      expect(d.load).toBe(stepRegistry[s.type].load);
      expect(typeof (await d.popup())).toBe('function');
    }
  });
  it('a step without a readiness rule always shows; loaded steps wait for their data', () => {
    const role = startup.steps.find((s) => s.type === 'role-select')!;
    expect(getStepDescriptor('role-select').readiness(role, undefined)).toBe('show');
    const text = startup.steps.find((s) => s.type === 'text-notice')!;
    expect(getStepDescriptor('text-notice').readiness(text, undefined)).toBe('pending');
  });
  it('throws a clear error for an unknown type', () => {
    expect(() => getStepDescriptor('video-notice')).toThrow(
      /no step is registered for type 'video-notice'/,
    );
  });
});
