// A cancelled request is rejected with an empty message (000 §7, 001 §8) whenever it is
// cancelled: before the answer, or while its body is still arriving.
import { describe, expect, it } from 'vitest';
import { answerHalfway } from '@/testing/msw/halfway';
import { server } from '@/testing/msw/server';
import { api, createApiClient } from './client';
import { errorMessage, isApiError } from './errors';
import { call } from './request';

const FALLBACK = '서버 오류가 발생했습니다.';

/**
 * What a browser does: the headers arrive, and when the broker moves on while the body is being
 * read (`leave`), reading it fails with AbortError.
 */
const bodyAbortingFetch = (leave: () => void) => (request: Request) => {
  let pulls = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(c) {
      if (++pulls === 1) return c.enqueue(new TextEncoder().encode('{"result": ['));
      request.signal.addEventListener('abort', () =>
        c.error(new DOMException('The operation was aborted.', 'AbortError')),
      );
      leave();
      return new Promise<void>(() => undefined);
    },
  });
  return Promise.resolve(new Response(body, { headers: { 'Content-Type': 'application/json' } }));
};

async function rejection(pending: Promise<unknown>): Promise<unknown> {
  return pending.then(
    () => 'resolved',
    (e: unknown) => e,
  );
}

describe('call: a cancelled request (issue 23 #13)', () => {
  it('cancelled while the body arrives: an ApiError, cancelled, with an empty message', async () => {
    const abort = new AbortController();
    const client = createApiClient({ fetch: bodyAbortingFetch(() => abort.abort()) });
    const error = await rejection(
      call(client.GET('/notice/popup', { params: { query: { type: 1 } }, signal: abort.signal })),
    );
    expect(isApiError(error) && error.cancelled).toBe(true);
    expect(errorMessage(error, FALLBACK)).toBe('');
  });

  it('cancelled while a mocked answer streams: the same', async () => {
    const abort = new AbortController();
    server.use(answerHalfway('/notice/popup', () => abort.abort()));
    const error = await rejection(
      call(api.GET('/notice/popup', { params: { query: { type: 1 } }, signal: abort.signal })),
    );
    expect(isApiError(error) && error.cancelled).toBe(true);
    expect(errorMessage(error, FALLBACK)).toBe('');
  });

  it('cancelled before the answer: the same', async () => {
    const abort = new AbortController();
    abort.abort();
    const error = await rejection(
      call(api.GET('/notice/popup', { params: { query: { type: 1 } }, signal: abort.signal })),
    );
    expect(isApiError(error) && error.cancelled).toBe(true);
    expect(errorMessage(error, FALLBACK)).toBe('');
  });
});
