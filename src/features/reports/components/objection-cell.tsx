import Typography from '@mui/material/Typography';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/** A handled report's objection: its status once filed, the button while the policy's days
 * last (the server says until when), otherwise nothing to do. */
export function ObjectionCell({
  report,
  onFile,
}: {
  report: Schema<'HandledReport'>;
  onFile: (report: Schema<'HandledReport'> & { id: number }) => void;
}) {
  const t = useConfig(messages.reports).objection;
  if (report.objection)
    return (
      <Typography sx={{ fontWeight: 700, fontSize: 14 }}>
        {t.status[report.objection.status]}
      </Typography>
    );
  const id = report.id;
  if (!report.objectionUntil || id === undefined) return '-';
  return (
    <Button
      size="sm"
      kind="outline"
      aria-label={fmt(t.fileLabel, { roomNo: report.roomsSeq })}
      onClick={() => onFile({ ...report, id })}
    >
      {t.file}
    </Button>
  );
}
