import type { messages } from '@/generated/config/messages';

/** Three plain options shared by the select, radio and chips samples. */
export const sampleOptions = (text: typeof messages.form.catalogue) => [
  { value: 'a', label: text.optionA },
  { value: 'b', label: text.optionB },
  { value: 'c', label: text.optionC },
];
