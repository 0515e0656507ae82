import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { parseValue, typedEntry } from '@/components/date-picker/date-rules';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { ServerError } from '@/components/form/server-error';
import { TextInput } from '@/components/form/text-input';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { seoulToday } from '@domain/product-periods';
import { useScheduleMutation } from '../../api/post-studio-schedule';
import { isTime, koreaInstant, nextHourInKorea } from './model/korea-time';

/**
 * Schedules an approved request for a date and time in Korea (the server refuses a past one).
 * The date is typed as the date picker takes it (2026.12.01 or 20261201, today to a year on):
 * the picker itself is left to broker pages, whose first load would otherwise fetch it as a
 * chunk of its own.
 */
export function ScheduleForm({ requestId }: { requestId: number }) {
  const text = useConfig(messages.studioReview).schedule;

  const schedule = useScheduleMutation();
  const [start] = useState(() => nextHourInKorea());
  const [date, setDate] = useState(start.date.replace(/-/g, '.'));
  const [time, setTime] = useState(start.time);
  const [dateError, setDateError] = useState(false);
  const [timeError, setTimeError] = useState(false);

  const onSubmit = () => {
    const now = new Date();
    const day = typedEntry(
      date,
      '',
      parseValue(seoulToday(now))!,
      parseValue(seoulToday(new Date(now.getTime() + 365 * 86_400_000)))!,
    );
    setDateError(!day.value);
    setTimeError(!isTime(time));
    if (!day.value || !isTime(time)) return;
    const at = koreaInstant(day.value, time);
    schedule.submit(
      { requestId, at },
      { onSuccess: () => toast.success(fmt(text.done, { at: formatDateTime(at) })) },
    );
  };

  return (
    <Form
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
      aria-labelledby="studio-schedule-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Typography id="studio-schedule-title" component="h4" sx={{ fontWeight: 700 }}>
        {text.title}
      </Typography>
      <ServerError error={schedule.error} fallback={text.failed} />
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <TextInput
          id="studio-schedule-date"
          label={text.date}
          value={date}
          onChange={(v) => {
            setDate(v);
            setDateError(false);
          }}
          maxLength={10}
          showCounter={false}
          required
          error={dateError}
          helperText={dateError ? text.dateInvalid : text.dateHelp}
          width={200}
        />
        <TextInput
          id="studio-schedule-time"
          label={text.time}
          value={time}
          onChange={(v) => {
            setTime(v);
            if (isTime(v)) setTimeError(false);
          }}
          maxLength={5}
          showCounter={false}
          required
          error={timeError}
          helperText={timeError ? text.timeInvalid : text.timeHelp}
          width={200}
        />
        <Stack sx={{ pt: 3.5 }}>
          <Button type="submit" size="lg" kind="outline" disabled={schedule.isPending || !date}>
            {text.submit}
          </Button>
        </Stack>
      </Stack>
    </Form>
  );
}
