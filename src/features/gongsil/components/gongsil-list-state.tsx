import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

const frame = {
  py: 8,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 1,
  color: 'text.secondary',
  borderBottom: 1,
  borderColor: 'divider',
} as const;

/** Korean empty state under the table header. */
export function GongsilEmpty() {
  const gongsilText = useConfig(messages.gongsil);

  return (
    <Box sx={frame} role="status">
      <InboxOutlinedIcon sx={{ fontSize: 40, color: 'scale.gray.400' }} aria-hidden />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{gongsilText.empty}</Typography>
      <Typography variant="body2">{gongsilText.emptyHint}</Typography>
    </Box>
  );
}

/** Shown when the list failed to load (the toast has already told why); tabs and filters stay usable. */
export function GongsilLoadFailed({ onRetry }: { onRetry: () => void }) {
  const gongsilText = useConfig(messages.gongsil);
  const commonText = useConfig(messages.common);

  return (
    <Box sx={frame}>
      <ErrorOutlineIcon sx={{ fontSize: 40, color: 'scale.gray.400' }} aria-hidden />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>
        {gongsilText.loadFailed}
      </Typography>
      <Button kind="outline" size="md" onClick={onRetry}>
        {commonText.retry}
      </Button>
    </Box>
  );
}
