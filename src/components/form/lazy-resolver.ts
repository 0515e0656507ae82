import type { FieldValues, Resolver } from 'react-hook-form';

/** A resolver whose code can be fetched ahead of its first validation. */
export type LazyResolver<TValues extends FieldValues, TContext, TOutput> = Resolver<
  TValues,
  TContext,
  TOutput
> & { preload: () => void };

/**
 * A form resolver loaded at the form's first validation (normally the first submit) instead of
 * with its screen: the schema brings zod (about 30 KB gzip, more than the rest of a small form).
 * `preload()` starts that load earlier (when the user starts filling the form) so the submit does
 * not wait for it. `load` is called once; a failed load is retried at the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): LazyResolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  const start = () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
  const resolver: Resolver<TValues, TContext, TOutput> = async (values, context, options) =>
    (await start())(values, context, options);
  return Object.assign(resolver, { preload: () => void start().catch(() => undefined) });
}
