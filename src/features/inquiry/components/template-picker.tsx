import { useQuery } from '@tanstack/react-query';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { inquiryTemplatesQueryOptions } from '../api/get-inquiry-templates';

/** Fills the answer with one of the office's templates (the broker may still edit it before
 * sending); nothing is shown while the office keeps none. */
export function TemplatePicker({ onPick }: { onPick: (body: string) => void }) {
  const t = useConfig(messages.pages.inquiry).templates;

  const templates = useQuery(inquiryTemplatesQueryOptions());
  const items = templates.data ?? [];
  if (items.length === 0) return null;
  return (
    <Select
      id="answer-template"
      label={t.pickLabel}
      value=""
      placeholder={t.pickPlaceholder}
      width={320}
      options={items.map((x) => ({ value: String(x.templateId), label: x.title }))}
      onChange={(v) => {
        const picked = items.find((x) => String(x.templateId) === v);
        if (picked) onPick(picked.body);
      }}
    />
  );
}
