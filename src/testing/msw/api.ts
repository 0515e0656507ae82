import { http, HttpResponse, type DefaultBodyType } from 'msw';
import type { paths } from '@/generated/api/schema';
import { uiConfig } from '@/generated/config/ui';

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
type ApiPath = keyof paths & string;

/** The `result` of the operation's 200 answer as spec/openapi.yaml defines it. */
type OkResult<P extends ApiPath, M extends Method> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer B } } };
}
  ? B extends { result?: infer R }
    ? R
    : B
  : never;

/**
 * What a test may answer with: the spec's result shape, where any field may be left out (tests
 * send only what they look at) but a field that is given must have the spec's name and type.
 */
export type Fixture<T> = T extends readonly (infer E)[]
  ? readonly Fixture<E>[]
  : T extends object
    ? string extends keyof T
      ? // a free-form map in the spec (openapi-typescript: Record<string, never>): any values
        Record<string, unknown>
      : { [K in keyof T]?: Fixture<T[K]> }
    : T;

const url = (path: ApiPath) =>
  // openapi paths use {param}; MSW uses :param. Relative to the page origin like the client.
  `*${uiConfig.request.apiBase}${path.replace(/\{(\w+)\}/g, ':$1')}`;

type FixtureOrHandler<T> = Fixture<T> | ((req: Request) => Fixture<T> | Promise<Fixture<T>>);

/** Answers `path` with `{result}`; records each request so tests can assert what went over the wire. */
export function apiOk<P extends ApiPath, M extends Method>(
  method: M,
  path: P,
  // NoInfer: method and path alone pick the operation; the fixture is checked against it.
  result: NoInfer<FixtureOrHandler<OkResult<P, M>>>,
) {
  return http[method](url(path), async ({ request }) => {
    const value =
      typeof result === 'function' ? await (result as (req: Request) => unknown)(request) : result;
    return HttpResponse.json({ result: value } as DefaultBodyType);
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
