import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form resolver loaded at the form's first validation (normally the first submit) instead of
 * with its screen: the schema brings zod (about 30 KB gzip, more than the rest of a small form).
 * `load` is called once; a failed load is retried at the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TOutput>(
  load: () => Promise<Resolver<TValues, TContext, TOutput>>,
): Resolver<TValues, TContext, TOutput> {
  let loading: Promise<Resolver<TValues, TContext, TOutput>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    });
    const resolver = await loading;
    return resolver(values, context, options);
  };
}
