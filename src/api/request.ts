import { ApiError } from './errors';
import { unwrapResult, type Unwrapped } from './middleware/unwrap-result';

/**
 * Awaits an openapi-fetch call and returns its unwrapped `result`.
 * HTTP errors were already turned into ApiError by the error catalogue middleware.
 */
export async function call<D>(
  pending: Promise<{ data?: D; error?: unknown }>,
): Promise<Unwrapped<NonNullable<D>>> {
  const { data, error } = await pending;
  if (error !== undefined) throw error instanceof ApiError ? error : new ApiError(String(error));
  return unwrapResult(data as NonNullable<D>);
}
