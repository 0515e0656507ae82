import { ApiError, isAbortError } from './errors';
import { unwrapResult, type Unwrapped } from './middleware/unwrap-result';

/**
 * Awaits an openapi-fetch call and returns its unwrapped `result`.
 * HTTP errors were already turned into ApiError by the error catalogue middleware. A request
 * cancelled while its body was arriving (after the middleware ran) rejects like one cancelled
 * before the answer: an ApiError with an empty message (000 §7, 001 §8).
 */
export async function call<D>(
  pending: Promise<{ data?: D; error?: unknown }>,
): Promise<Unwrapped<NonNullable<D>>> {
  const { data, error } = await pending.catch((e: unknown) => {
    throw isAbortError(e) ? new ApiError('', { cancelled: true }) : e;
  });
  if (error !== undefined) throw error instanceof ApiError ? error : new ApiError(String(error));
  return unwrapResult(data as NonNullable<D>);
}
