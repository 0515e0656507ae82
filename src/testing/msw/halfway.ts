import { http, HttpResponse } from 'msw';
import { uiConfig } from '@/generated/config/ui';

/**
 * An MSW handler that answers GET `path` with its headers and half a JSON body, calls `reading`
 * once the client is reading the body and wants more, and never sends the rest: a request still
 * arriving when the broker moves on.
 */
export const answerHalfway = (path: string, reading: () => void) =>
  http.get(`*${uiConfig.request.apiBase}${path}`, () => {
    let pulls = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        if (++pulls === 1) {
          c.enqueue(new TextEncoder().encode('{"result": [{"seq": 1, "title": "'));
          return;
        }
        reading();
        return new Promise<void>(() => undefined);
      },
    });
    return new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
  });
