/** Error every API call rejects with. `message` is what a toast may show ('' means show nothing). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number | undefined;
  /** The server's own msg, kept apart from the default text so flows with their own fallback can tell. */
  readonly serverMsg: string | undefined;
  readonly cancelled: boolean;
  /** The parsed JSON error body, for calls whose errors carry more than {code, msg} (e.g. the
   * config checker's `problems` on a refused publish). */
  readonly body: unknown;

  constructor(
    message: string,
    opts: {
      status?: number;
      code?: number;
      serverMsg?: string;
      cancelled?: boolean;
      body?: unknown;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = opts.status ?? 0;
    this.code = opts.code;
    this.serverMsg = opts.serverMsg;
    this.cancelled = opts.cancelled ?? false;
    this.body = opts.body;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** A request given up on: the fetch's AbortError (DOMException in browsers) or a cancelled ApiError. */
export const isAbortError = (e: unknown): boolean =>
  (e instanceof ApiError && e.cancelled) || (e as { name?: unknown } | null)?.name === 'AbortError';

/** Message for a toast: the server msg, else the given fallback. Cancelled or ignored errors give ''. */
export function errorMessage(e: unknown, fallback: string): string {
  if (e instanceof ApiError)
    return e.cancelled || e.code === 412 ? '' : e.serverMsg || e.message || fallback;
  return isAbortError(e) ? '' : fallback;
}
