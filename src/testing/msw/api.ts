import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { paths } from '@/generated/api/schema';
import { uiConfig } from '@/generated/config/ui';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type ApiPath = keyof paths & string;

const url = (path: ApiPath) =>
  // openapi paths use {param}; MSW uses :param. Relative to the page origin like the client.
  `*${uiConfig.request.apiBase}${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** Answers `path` with `{result}`; records each request so tests can assert what went over the wire. */
export function apiOk<R extends DefaultBodyType>(
  method: Method,
  path: ApiPath,
  result: R | ((req: Request) => R | Promise<R>),
) {
  return http[method](url(path), async ({ request }) => {
    const value =
      typeof result === 'function'
        ? await (result as (req: Request) => R | Promise<R>)(request)
        : result;
    return HttpResponse.json({ result: value });
  });
}

/** Answers `path` with an error status and `{code, msg}` (or a raw text body). */
export function apiError(
  method: Method,
  path: ApiPath,
  status: number,
  body: { code?: number; msg?: string; message?: string } | string = {},
) {
  return http[method](url(path), () =>
    typeof body === 'string'
      ? new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain' } })
      : HttpResponse.json(body, { status }),
  );
}
