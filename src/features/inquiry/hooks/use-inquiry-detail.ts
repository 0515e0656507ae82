import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { inquiryDetailQueryOptions } from '../api/get-inquiry-detail';
import type { InquiryTab } from '../api/get-inquiry-list';
import { useMarkInquiryReadMutation } from '../api/post-inquiry-read';

/**
 * The inquiry of the address (`:tab/:inquiryId`, desktop and mobile alike): its query, and the
 * mark-read call once it is shown unread (asked once per inquiry; the counts then refetch).
 */
export function useInquiryDetail() {
  const params = useParams();
  const tab: InquiryTab = params.tab === 'sms' ? 'sms' : 'talk';
  const inquiryId = Number(params.inquiryId);
  const valid = Number.isInteger(inquiryId) && inquiryId > 0;
  const query = useQuery({ ...inquiryDetailQueryOptions(tab, inquiryId), enabled: valid });
  const { mutate, variables } = useMarkInquiryReadMutation();
  const unread = query.data?.isRead === false;
  const asked = variables?.tab === tab && variables.inquiryId === inquiryId;
  useEffect(() => {
    if (unread && !asked) mutate({ tab, inquiryId });
  }, [unread, asked, mutate, tab, inquiryId]);
  return { tab, inquiryId, valid, query };
}
