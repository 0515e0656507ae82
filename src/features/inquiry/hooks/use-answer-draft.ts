import { useLayoutEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { sessionGet, sessionRemove, sessionSet } from '@/lib/storage';
import type { InquiryTab } from '../api/get-inquiry-list';

/** sessionStorage, per inquiry: the answer survives a reload in the same tab and ends with it. */
const draftKey = (tab: InquiryTab, inquiryId: number) => `inquiry-answer:${tab}:${inquiryId}`;

/**
 * Keeps the answer being typed for one inquiry (work in progress survives reloads and
 * navigation): put back when the box is shown again, emptied once sent (the form resets it) or
 * cleared. Read after the first render, so a page the server drew hydrates as drawn; the layout
 * effect puts it in before the browser paints.
 */
export function useAnswerDraft(
  tab: InquiryTab,
  inquiryId: number,
  { setValue, watch }: Pick<UseFormReturn<{ message: string }>, 'setValue' | 'watch'>,
): void {
  const key = draftKey(tab, inquiryId);
  useLayoutEffect(() => {
    // Another inquiry in the same box starts from its own answer, not this one's.
    setValue('message', sessionGet(key) ?? '');
    // Subscribed after the value is put back, so putting it back writes nothing.
    const sub = watch(({ message }) => (message ? sessionSet(key, message) : sessionRemove(key)));
    return () => sub.unsubscribe();
  }, [key, setValue, watch]);
}
