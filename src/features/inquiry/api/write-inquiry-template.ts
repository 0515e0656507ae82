import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { inquiryKeys } from './query-keys';

export type InquiryTemplateBody = RequestBody<'postInquiryTemplate'>;

export const postInquiryTemplate = (body: InquiryTemplateBody) =>
  call(api.POST('/inquiry-templates', { params: platform, body }));

export const putInquiryTemplate = ({
  templateId,
  body,
}: {
  templateId: number;
  body: InquiryTemplateBody;
}) =>
  call(
    api.PUT('/inquiry-templates/{templateId}', {
      params: { ...platform, path: { templateId } },
      body,
    }),
  );

export const deleteInquiryTemplate = (templateId: number) =>
  call(
    api.DELETE('/inquiry-templates/{templateId}', {
      params: { ...platform, path: { templateId } },
    }),
  );

/** Adds, changes and deletes the office's templates; the list (and every picker) reloads. */
export const useAddInquiryTemplateMutation = () =>
  useWriteMutation({
    mutationKey: inquiryKeys.write.templateAdd,
    mutationFn: postInquiryTemplate,
    invalidates: [inquiryKeys.templates],
  });

export const useEditInquiryTemplateMutation = () =>
  useWriteMutation({
    mutationKey: inquiryKeys.write.templateEdit,
    mutationFn: putInquiryTemplate,
    invalidates: [inquiryKeys.templates],
  });

export const useDeleteInquiryTemplateMutation = () =>
  useWriteMutation({
    mutationKey: inquiryKeys.write.templateDelete,
    mutationFn: deleteInquiryTemplate,
    invalidates: [inquiryKeys.templates],
  });
