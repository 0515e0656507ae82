import {
  useMutation,
  useQueryClient,
  type MutateOptions,
  type MutationKey,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { useRef } from 'react';
import type { ApiError } from './errors';
import { newIdempotencyKey } from './idempotency-key';

export interface WriteMutationOptions<TData, TVariables> {
  /** Names the write; a second call while one with this key is pending is dropped. */
  mutationKey: MutationKey;
  /** The call; `idempotencyKey` is the user action's key, for endpoints that take one. */
  mutationFn: (variables: TVariables, idempotencyKey: string) => Promise<TData>;
  /**
   * Reads to refetch after a successful write, each the `queryKey` of its `xQueryOptions()`; a
   * function gets the write's variables and its answer (an answer may say nothing changed).
   */
  invalidates?: readonly QueryKey[] | ((variables: TVariables, data: TData) => readonly QueryKey[]);
  /** Cache updates beyond invalidation (an answer that is itself the new read). */
  onSuccess?: (data: TData, variables: TVariables, client: QueryClient) => void;
}

/** The key of the last submit, and whether its outcome is unknown (no answer, or a 5xx). */
interface Action {
  key: string;
  variables: string;
  unknownOutcome: boolean;
}

/** No answer reached the page (status 0) or the server failed: the write may have happened. */
const outcomeUnknown = (e: ApiError) => !e.cancelled && (e.status === 0 || e.status >= 500);

/**
 * TanStack `useMutation` for a state-changing API call, plus `submit`: it starts the write unless
 * one with the same key is still pending. The check reads the mutation cache, which changes at
 * once, so a second Enter or click in the same tick is dropped before React re-renders with
 * `isPending`. `submit` never rejects: the failure stays in `error` for the form to show, or the
 * caller's `onError` toasts it; form values are left as they were.
 *
 * Each submit is one user action with its own Idempotency-Key, handed to `mutationFn`.
 * Sending the same thing again after a try whose outcome is unknown (no answer, or a 5xx) is the
 * same action retried, so it keeps that try's key: if the first did reach the server, the server
 * answers it again instead of charging or texting twice.
 */
export function useWriteMutation<TData, TVariables = void>({
  mutationKey,
  mutationFn,
  invalidates = [],
  onSuccess,
}: WriteMutationOptions<TData, TVariables>) {
  const client = useQueryClient();
  const action = useRef<Action | null>(null);
  // The key submit hands to the call it starts; a call started otherwise (mutate) gets its own.
  const handOver = useRef<string | null>(null);
  const mutation = useMutation<TData, ApiError, TVariables>({
    mutationKey,
    mutationFn: (variables) => {
      const key = handOver.current ?? newIdempotencyKey();
      handOver.current = null;
      return mutationFn(variables, key);
    },
    onSuccess: (data, variables) =>
      Promise.all([
        onSuccess?.(data, variables, client),
        ...(typeof invalidates === 'function' ? invalidates(variables, data) : invalidates).map(
          (queryKey) => client.invalidateQueries({ queryKey }),
        ),
      ]),
  });
  /** Whether a write with this key is running, read from the cache (current even mid-render). */
  const isBusy = () => client.isMutating({ mutationKey, exact: true }) > 0;
  const submit = (
    variables: TVariables,
    callbacks?: MutateOptions<TData, ApiError, TVariables>,
  ): void => {
    if (isBusy()) return;
    const sent = JSON.stringify(variables) ?? '';
    const last = action.current;
    const retry = last?.unknownOutcome === true && last.variables === sent;
    const current: Action = {
      key: retry ? last.key : newIdempotencyKey(),
      variables: sent,
      unknownOutcome: false,
    };
    action.current = current;
    handOver.current = current.key;
    // Through the promise, not mutate's own callbacks: TanStack drops those when the caller has
    // unmounted, and a write often unmounts it (a deleted row leaves the list as its read
    // refetches), which lost the success toast.
    mutation.mutateAsync(variables).then(
      (data) => callbacks?.onSuccess?.(data, variables, undefined, undefined as never),
      (error: ApiError) => {
        current.unknownOutcome = outcomeUnknown(error);
        callbacks?.onError?.(error, variables, undefined, undefined as never);
      },
    );
  };
  return { ...mutation, submit, isBusy };
}
