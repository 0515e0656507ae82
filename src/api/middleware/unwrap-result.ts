/** Unwraps `{result}`: an object owning `result` gives `result`, anything else is returned as is. */
export type Unwrapped<D> = D extends { result: infer R } ? R : D;

export function unwrapResult<D>(data: D): Unwrapped<D> {
  if (data && typeof data === 'object' && Object.prototype.hasOwnProperty.call(data, 'result'))
    return (data as unknown as { result: unknown }).result as Unwrapped<D>;
  return data as Unwrapped<D>;
}
