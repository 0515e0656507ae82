import { isValid, parseISO, startOfDay } from 'date-fns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { messages } from '@/generated/config/messages';
import { DATE_FORMAT, toYmd } from '../model/dates';

/** Start date: MUI X DatePicker, yyyy-MM-dd, not before today. */
export function StartDatePicker({
  value,
  today,
  onChange,
}: {
  value: string;
  today: Date;
  onChange: (ymd: string) => void;
}) {
  const min = startOfDay(today);
  return (
    <DatePicker
      label={messages.cart.startDate}
      value={parseISO(value)}
      minDate={min}
      format={DATE_FORMAT}
      onChange={(d) => {
        if (d && isValid(d) && startOfDay(d) >= min) onChange(toYmd(d));
      }}
      slotProps={{
        calendarHeader: { format: 'yyyy년 LLLL' },
        textField: { size: 'small', sx: { width: 180 } },
      }}
    />
  );
}
