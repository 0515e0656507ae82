import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/errors';
import { toast } from '@/components/toast/toast';
import { getSession } from '@/session';
import { resetSession } from '@/session/session-store';
import { sendAnswer } from './send-answer';

const okResult = (more: Partial<Record<'hasReport' | 'hasNaverReport', boolean>> = {}) =>
  ({
    kisoNetworkStatus: 'OK',
    hasReport: false,
    hasNaverReport: false,
    reportCountStr: '0',
    warningCount: 3,
    ...more,
  }) as never;

function args(over: Partial<Parameters<typeof sendAnswer>[0]> = {}) {
  // Stands in for the answer mutation: busy while a post it started is in flight.
  let inFlight = 0;
  const post = over.post ?? vi.fn(async () => okResult());
  return {
    answer: 'FALSE' as const,
    reportId: 'RPT-1',
    inflowType: 'DABANG' as const,
    isBusy: () => inFlight > 0,
    confirm: () => true,
    ...over,
    post: vi.fn(async (reportId: string, answer: 'FALSE' | 'NOMAL' | 'CMPL') => {
      inFlight++;
      try {
        return await post(reportId, answer);
      } finally {
        inFlight--;
      }
    }),
  };
}

beforeEach(() => {
  // Toast calls are observed, not rendered (no toast container in this unit test).
  for (const k of ['success', 'warning', 'error', 'info'] as const)
    vi.spyOn(toast, k).mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  resetSession();
});

describe('sendAnswer', () => {
  it('guards a missing answer with the warning toast and sends nothing (A-47)', async () => {
    const warn = vi.mocked(toast.warning);
    const a = args({ answer: '' });
    expect(await sendAnswer(a)).toBe('missing');
    expect(warn).toHaveBeenCalledWith('허위매물 여부를 선택해주세요.');
    expect(a.post).not.toHaveBeenCalled();
  });

  it('sends nothing when the confirmation is declined', async () => {
    const a = args({ confirm: () => false });
    expect(await sendAnswer(a)).toBe('cancelled');
    expect(a.post).not.toHaveBeenCalled();
  });

  it('sends once while a send is running', async () => {
    let release: (v: never) => void = () => undefined;
    const post = vi.fn(() => new Promise<never>((r) => (release = r)));
    const a = args({ post });
    const first = sendAnswer(a);
    expect(await sendAnswer(a)).toBe('busy');
    release(okResult());
    expect(await first).toBe('done');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('merges the response into the session and says done when none remain', async () => {
    const success = vi.mocked(toast.success);
    expect(await sendAnswer(args())).toBe('done');
    expect(success).toHaveBeenCalledWith('처리되었습니다.');
    expect(getSession().warningCount).toBe(3);
  });

  it('says reload when reports of the same source remain', async () => {
    expect(await sendAnswer(args({ post: vi.fn(async () => okResult({ hasReport: true })) }))).toBe(
      'reload',
    );
    // Another source remaining does not count
    expect(
      await sendAnswer(args({ post: vi.fn(async () => okResult({ hasNaverReport: true })) })),
    ).toBe('done');
    expect(
      await sendAnswer(
        args({
          inflowType: 'NAVER',
          post: vi.fn(async () => okResult({ hasNaverReport: true })),
        }),
      ),
    ).toBe('reload');
  });

  it.each([
    ['SERVER_ERROR', 'KISO 서버와 통신 중 오류가 발생했습니다.'],
    ['CLIENT_ERROR', 'KISO 서버로의 요청 중 클라이언트 오류가 발생했습니다.'],
    [undefined, 'KISO 서버로의 요청 중 클라이언트 오류가 발생했습니다.'],
    ['WHATEVER', 'KISO 서버로의 요청 중 클라이언트 오류가 발생했습니다.'],
  ])('toasts status %s and leaves the session alone', async (status, text) => {
    const error = vi.mocked(toast.error);
    const post = vi.fn(async () => ({ kisoNetworkStatus: status, warningCount: 9 }) as never);
    expect(await sendAnswer(args({ post }))).toBe('failed');
    expect(error).toHaveBeenCalledWith(text);
    expect(getSession().warningCount).not.toBe(9);
  });

  it('toasts the server msg of a failed call, or the default', async () => {
    const error = vi.mocked(toast.error);
    const a = args({
      post: vi.fn(async () => {
        throw new ApiError('x', { status: 404, serverMsg: '처리할 신고 내역을 찾을 수 없습니다.' });
      }),
    });
    expect(await sendAnswer(a)).toBe('failed');
    expect(error).toHaveBeenLastCalledWith('처리할 신고 내역을 찾을 수 없습니다.');
    await sendAnswer(
      args({
        post: vi.fn(async () => {
          throw new Error('boom');
        }),
      }),
    );
    expect(error).toHaveBeenLastCalledWith('서버 오류가 발생했습니다.');
  });
});
