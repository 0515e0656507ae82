import { DatePicker } from '@/components/date-picker/date-picker';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { toYmd } from '../model/dates';

/**
 * Start date: the portal's date picker with today as the minimum. An entry the picker
 * clears (empty, before today) keeps the previous start date, since every item needs one.
 */
export function StartDatePicker({
  value,
  today,
  onChange,
}: {
  value: string;
  today: Date;
  onChange: (ymd: string) => void;
}) {
  const cartText = useConfig(messages.cart);

  return (
    <DatePicker
      label={cartText.startDate}
      value={value}
      min={toYmd(today)}
      divider="-"
      width={180}
      onChange={(ymd) => {
        if (ymd) onChange(ymd);
      }}
    />
  );
}
