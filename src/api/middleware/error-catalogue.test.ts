// @vitest-environment node
// Node environment: jsdom's AbortSignal is not the one undici's Request links to.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client';
import { setApiEffects, type ApiEffects } from '../effects';
import { ApiError } from '../errors';
import { call } from '../request';
import { resetErrorLatch } from './error-catalogue';

// Nothing is mocked but the network: each test answers the call through an injected fetch.
function clientAnswering(status: number, body: unknown, contentType = 'application/json') {
  const seen: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://portal.test/api/v2',
    fetch: async (req: Request) => {
      seen.push(req);
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, headers: { 'Content-Type': contentType } });
    },
  });
  return { client, seen };
}

let fx: { [K in keyof ApiEffects]: ReturnType<typeof vi.fn> };
let path = '/dashboard';

beforeEach(() => {
  resetErrorLatch();
  path = '/dashboard';
  fx = {
    navigate: vi.fn(),
    pathname: vi.fn(() => path),
    logout: vi.fn(async () => undefined),
    alert: vi.fn(),
    bridge: vi.fn(() => null),
  };
  setApiEffects(fx as unknown as ApiEffects);
});

async function failure(status: number, body: unknown, contentType?: string): Promise<ApiError> {
  const { client } = clientAnswering(status, body, contentType);
  const err = await call(client.GET('/agent/info')).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(ApiError);
  return err as ApiError;
}

describe('error catalogue', () => {
  it('code 410 redirects to /agreement unless already there', async () => {
    await failure(400, { code: 410, msg: '약관 동의가 필요합니다.' });
    expect(fx.navigate).toHaveBeenCalledWith('/agreement');
    resetErrorLatch();
    fx.navigate.mockClear();
    path = '/agreement';
    await failure(400, { code: 410, msg: '약관 동의가 필요합니다.' });
    expect(fx.navigate).not.toHaveBeenCalled();
  });

  it('code 412 is ignored: no navigation and an empty message', async () => {
    const err = await failure(400, { code: 412, msg: '무시' });
    expect(err.message).toBe('');
    expect(fx.navigate).not.toHaveBeenCalled();
    expect(fx.alert).not.toHaveBeenCalled();
  });

  it('code 416 notifies the app bridge and redirects to /emergency', async () => {
    const postMessage = vi.fn();
    fx.bridge.mockReturnValue({ postMessage });
    await failure(400, { code: 416, msg: '점검 중' });
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'EMERGENCY' }));
    expect(fx.navigate).toHaveBeenCalledWith('/emergency');
  });

  it('code 417 redirects to /business-info unless on /agreement or /business-info', async () => {
    await failure(400, { code: 417, msg: '사업자 정보' });
    expect(fx.navigate).toHaveBeenCalledWith('/business-info');
    for (const p of ['/agreement', '/business-info']) {
      resetErrorLatch();
      fx.navigate.mockClear();
      path = p;
      await failure(400, { code: 417 });
      expect(fx.navigate).not.toHaveBeenCalled();
    }
  });

  it('body codes apply whatever the HTTP status (A-13)', async () => {
    await failure(403, { code: 417 });
    expect(fx.navigate).toHaveBeenCalledWith('/business-info');
  });

  it('401 on web shows the message, logs out and goes to /', async () => {
    await failure(401, { code: 401, msg: '세션이 만료되었습니다.' });
    expect(fx.alert).toHaveBeenCalledWith('세션이 만료되었습니다.');
    await vi.waitFor(() => expect(fx.navigate).toHaveBeenCalledWith('/'));
    expect(fx.logout).toHaveBeenCalledTimes(1);
  });

  it('401 without a message uses 잘못된 접근입니다.', async () => {
    await failure(401, {});
    expect(fx.alert).toHaveBeenCalledWith('잘못된 접근입니다.');
  });

  it('401 is skipped for the login-required message and on / and /login', async () => {
    await failure(401, { code: 401, msg: '로그인이 필요합니다.' });
    for (const p of ['/', '/login', '/room/mobile/list']) {
      resetErrorLatch();
      path = p;
      await failure(401, { code: 401, msg: '만료' });
    }
    expect(fx.alert).not.toHaveBeenCalled();
    expect(fx.logout).not.toHaveBeenCalled();
  });

  it('401 inside the app only notifies the bridge', async () => {
    const postMessage = vi.fn();
    fx.bridge.mockReturnValue({ postMessage });
    await failure(401, { code: 401, msg: '만료' });
    expect(postMessage).toHaveBeenCalledWith(JSON.stringify({ type: 'UNAUTHORIZED' }));
    expect(fx.alert).not.toHaveBeenCalled();
    expect(fx.logout).not.toHaveBeenCalled();
  });

  it('concurrent 401s give one alert and one logout (A-12, A-73)', async () => {
    const { client } = clientAnswering(401, { code: 401, msg: '만료' });
    await Promise.all([1, 2, 3].map(() => call(client.GET('/agent/info')).catch(() => undefined)));
    expect(fx.alert).toHaveBeenCalledTimes(1);
    expect(fx.logout).toHaveBeenCalledTimes(1);
  });

  it('500 takes a plain text body verbatim', async () => {
    const err = await failure(500, '데이터베이스 점검 중입니다.', 'text/plain');
    expect(err.message).toBe('데이터베이스 점검 중입니다.');
  });

  it('500 prefers message over msg, then the default', async () => {
    expect((await failure(500, { message: '메시지', msg: '엠에스지' })).message).toBe('메시지');
    expect((await failure(500, { msg: '엠에스지' })).message).toBe('엠에스지');
    expect((await failure(500, {})).message).toBe('서버 오류가 발생했습니다.');
  });

  it('other statuses use msg only, else the default', async () => {
    expect((await failure(404, { message: '무시됨', msg: '없는 매물입니다.' })).message).toBe(
      '없는 매물입니다.',
    );
    const err = await failure(409, { message: '무시됨' });
    expect(err.message).toBe('서버 오류가 발생했습니다.');
    expect(err.serverMsg).toBeUndefined();
  });

  it('keeps the raw server msg apart from the default (A-15)', async () => {
    const err = await failure(400, { code: 400, msg: '토큰 서버 응답 없음' });
    expect(err.serverMsg).toBe('토큰 서버 응답 없음');
    expect(err.status).toBe(400);
    expect(err.code).toBe(400);
  });

  it('a cancelled request rejects with an empty message', async () => {
    const client = createApiClient({
      baseUrl: 'http://portal.test/api/v2',
      fetch: (req: Request) =>
        new Promise<Response>((_, reject) => {
          // Like a real fetch: an already-aborted signal rejects at once, a later abort too.
          const abort = () => reject(new DOMException('aborted', 'AbortError'));
          if (req.signal.aborted) abort();
          else req.signal.addEventListener('abort', abort);
        }),
    });
    const controller = new AbortController();
    const pending = call(client.GET('/agent/info', { signal: controller.signal })).catch(
      (e: unknown) => e,
    );
    controller.abort();
    const err = (await pending) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.message).toBe('');
    expect(err.cancelled).toBe(true);
  });
});
