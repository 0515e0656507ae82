import { useState, type FormEvent } from 'react';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { Select } from '@/components/form/select';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import type { InquiryState } from '../api/get-inquiry-list';

const STATES: readonly (InquiryState | 'all')[] = ['all', 'unanswered', 'answered'];

/** The answer state (applies at once) and a keyword search (customer, message, listing). */
export function InquirySearch({
  keyword,
  state,
  onChange,
}: {
  keyword: string;
  state: InquiryState | '';
  onChange: (next: { keyword?: string; state?: InquiryState | '' }) => void;
}) {
  const t = useConfig(messages.pages.inquiry).listings;

  const [value, setValue] = useState(keyword);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ keyword: value.trim() });
  };
  return (
    <Form
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', mb: 2, flexWrap: 'wrap' }}
    >
      <Select
        id="inquiry-state"
        label={t.stateLabel}
        value={state || 'all'}
        placeholder={false}
        width={140}
        options={STATES.map((s) => ({ value: s, label: t.states[s] }))}
        onChange={(v) => onChange({ state: v === 'all' ? '' : (v as InquiryState) })}
      />
      <TextInput
        id="inquiry-keyword"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={value}
        onChange={setValue}
        maxLength={100}
        showCounter={false}
        type="search"
        width={360}
      />
      <Button type="submit" size="lg">
        {t.search}
      </Button>
    </Form>
  );
}
