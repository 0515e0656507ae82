import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Schema } from '@/api/types';
import { displayValue } from '@/components/date-picker/date-rules';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { badge } from './format';

const CHIP: Record<
  Schema<'UsingState'>,
  { text: 'active' | 'scheduled' | 'expired'; sx: object }
> = {
  ACTIVE: { text: 'active', sx: badge.green },
  SCHEDULED: { text: 'scheduled', sx: badge.brand },
  EXPIRED: { text: 'expired', sx: badge.gray },
};

/** 이용중, 예정 (with the day it starts) or 기간 만료, as the server's state says. */
export function UsingStateChip({
  state,
  periodFrom,
}: {
  state: Schema<'UsingState'>;
  periodFrom: string;
}) {
  // displayValue reads the date divider while rendering: render again when a version is applied.
  useConfigVersion();
  const usingText = useConfig(messages.cart).using;
  const chip = CHIP[state];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Chip size="small" label={usingText[chip.text]} sx={chip.sx} />
      {state === 'SCHEDULED' && (
        <Typography component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
          {fmt(usingText.startsOn, { date: displayValue(periodFrom) })}
        </Typography>
      )}
    </Box>
  );
}
