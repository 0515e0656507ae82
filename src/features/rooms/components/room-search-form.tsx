import { useState, type FormEvent } from 'react';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { TextInput } from '@/components/form/text-input';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/** Keyword search (number, title or address); the keyword lives in the URL (deep links). */
export function RoomSearchForm({
  initial,
  onSearch,
  width = 420,
}: {
  initial: string;
  onSearch: (keyword: string) => void;
  /** The box's width: the desktop's 420 px, or '100%' on a phone. */
  width?: number | string;
}) {
  const t = useConfig(messages.pages.rooms).list;

  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <Form
      role="search"
      onSubmit={submit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', mb: 3 }}
    >
      <TextInput
        id="room-keyword"
        label={t.searchLabel}
        placeholder={t.searchPlaceholder}
        value={value}
        onChange={setValue}
        maxLength={100}
        showCounter={false}
        type="search"
        width={width}
      />
      <Button type="submit" size="lg">
        {t.search}
      </Button>
    </Form>
  );
}
