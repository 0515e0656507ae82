import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { palettes } from '@/theme/palette';

export type BadgeTone = 'gray' | 'brand' | 'blue' | 'red' | 'green' | 'yellow';

const TONES: Record<BadgeTone, { bg: string; fg: string }> = {
  gray: { bg: palettes.gray[100], fg: palettes.gray[700] },
  brand: { bg: palettes.brand[50], fg: palettes.brand[700] },
  blue: { bg: palettes.blue[50], fg: palettes.blue[700] },
  red: { bg: palettes.red[50], fg: palettes.red[700] },
  green: { bg: palettes.green[50], fg: palettes.green[700] },
  // yellow 700 on 50 is 3.4:1, under AA for 12 px text; 900 is 8:1.
  yellow: { bg: palettes.yellow[50], fg: palettes.yellow[900] },
};

/** A small inline status label. */
export function Badge({ tone = 'gray', children }: { tone?: BadgeTone; children: ReactNode }) {
  const t = TONES[tone];
  return (
    <Box
      component="span"
      data-tone={tone}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        height: 22,
        px: 1,
        borderRadius: 11,
        fontSize: 12,
        fontWeight: 700,
        bgcolor: t.bg,
        color: t.fg,
        whiteSpace: 'nowrap',
      }}
    >
      {children}
    </Box>
  );
}
