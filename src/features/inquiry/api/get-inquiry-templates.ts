import { queryOptions } from '@tanstack/react-query';
import { listOf } from '@/api/answer-shape';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { inquiryKeys } from './query-keys';

export type InquiryTemplate = Schema<'InquiryTemplate'>;

/** The office's answer templates, oldest first. */
export const inquiryTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: inquiryKeys.templates,
    queryFn: async ({ signal }) =>
      listOf<InquiryTemplate>((await call(api.GET('/inquiry-templates', { signal })))?.items),
  });
