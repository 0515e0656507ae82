import Box from '@mui/material/Box';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import type { PaletteName } from '@/theme/palette';
import { statusOption, type GongsilStatusFilter } from '../model/gongsil-query';

const tone: Record<string, PaletteName> = {
  public: 'brand',
  invisible: 'gray',
  complete: 'green',
  confirm_ing: 'yellow',
  confirm_fail: 'red',
  confirm_cancel: 'gray',
};

/** Korean status label in a tinted pill; `private` reads as 광고종료, unknown values as given. */
export function GongsilStatusBadge({ status }: { status: string | null | undefined }) {
  const gongsilText = useConfig(messages.gongsil);

  if (!status) return null;
  const key = statusOption(status as GongsilStatusFilter);
  const text = (gongsilText.status as Record<string, string>)[key] ?? status;
  const p = tone[key] ?? 'gray';
  return (
    <Box
      component="span"
      data-status={status}
      sx={(theme) => ({
        display: 'inline-block',
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 13,
        fontWeight: 600,
        color: p === 'gray' ? theme.palette.scale.gray[700] : theme.palette.scale[p][900],
        backgroundColor: theme.palette.scale[p][50],
      })}
    >
      {text}
    </Box>
  );
}
