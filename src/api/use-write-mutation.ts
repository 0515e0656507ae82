import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type MutationKey,
  type QueryKey,
} from '@tanstack/react-query';
import type { ApiError } from './errors';

export interface WriteMutationOptions<TData, TVariables> {
  /** Names the write; a second call while one with this key is pending is dropped. */
  mutationKey: MutationKey;
  mutationFn: (variables: TVariables) => Promise<TData>;
  /**
   * Reads to refetch after a successful write, each the `queryKey` of its `xQueryOptions()`; a
   * function gets the write's variables and its answer (an answer may say nothing changed).
   */
  invalidates?: readonly QueryKey[] | ((variables: TVariables, data: TData) => readonly QueryKey[]);
}

/**
 * TanStack `useMutation` for a state-changing API call, plus `submit`: it starts the write unless
 * one with the same key is still pending. The check reads the mutation cache, which changes at
 * once, so a second Enter or click in the same tick is dropped before React re-renders with
 * `isPending`. `submit` never rejects: the failure stays in `error` for the form to show, or the
 * caller's `onError` toasts it; form values are left as they were.
 */
export function useWriteMutation<TData, TVariables = void>({
  mutationKey,
  mutationFn,
  invalidates = [],
}: WriteMutationOptions<TData, TVariables>) {
  const client = useQueryClient();
  const mutation = useMutation<TData, ApiError, TVariables>({
    mutationKey,
    mutationFn,
    onSuccess: (data, variables) =>
      Promise.all(
        (typeof invalidates === 'function' ? invalidates(variables, data) : invalidates).map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ),
  });
  /** Whether a write with this key is running, read from the cache (current even mid-render). */
  const isBusy = () => client.isMutating({ mutationKey, exact: true }) > 0;
  const submit = (
    variables: TVariables,
    callbacks?: MutateOptions<TData, ApiError, TVariables>,
  ): void => {
    if (isBusy()) return;
    // Through the promise, not mutate's own callbacks: TanStack drops those when the caller has
    // unmounted, and a write often unmounts it (a deleted row leaves the list as its read
    // refetches), which lost the success toast.
    mutation.mutateAsync(variables).then(
      (data) => callbacks?.onSuccess?.(data, variables, undefined, undefined as never),
      (error: ApiError) => callbacks?.onError?.(error, variables, undefined, undefined as never),
    );
  };
  return { ...mutation, submit, isBusy };
}
