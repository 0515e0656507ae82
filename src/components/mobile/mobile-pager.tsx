import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/**
 * Previous and next page for a phone: two full-height buttons and "n / m" between them, instead
 * of the desktop's row of 28 px page numbers. Nothing when everything fits on one page.
 */
export function MobilePager({
  page,
  total,
  limit,
  onChange,
}: {
  page: number;
  total: number;
  limit: number;
  onChange: (page: number) => void;
}) {
  const t = useConfig(messages.pagination);
  const last = Math.max(1, Math.ceil(total / limit));
  if (last <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t.label}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2 }}
    >
      <Button kind="secondary" size="lg" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t.prev}
      </Button>
      <Typography sx={{ flex: 1, textAlign: 'center' }} aria-live="polite">
        {fmt(t.position, { page, last })}
      </Typography>
      <Button kind="secondary" size="lg" disabled={page >= last} onClick={() => onChange(page + 1)}>
        {t.next}
      </Button>
    </Box>
  );
}
