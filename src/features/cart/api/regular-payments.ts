import { queryOptions } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { cartKeys } from './query-keys';

/** The office's regular payments with their auto-renewal. */
export const regularPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.regular(),
    queryFn: ({ signal }) => call(api.GET('/product/regular', { signal })),
  });

/** Pauses, resumes or stops one regular payment's auto-renewal. */
export const useRegularPaymentMutation = () =>
  useWriteMutation({
    mutationKey: cartKeys.write.regular,
    mutationFn: (v: { lineId: number; autoRenew: Schema<'AutoRenew'> }) =>
      call(
        api.PUT('/product/regular/{lineId}', {
          params: { ...platform, path: { lineId: v.lineId } },
          body: { autoRenew: v.autoRenew },
        }),
      ),
    invalidates: [cartKeys.regular()],
  });
