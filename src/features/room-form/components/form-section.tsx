import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One titled part of the listing form (a `<section>` named by its heading). */
export function FormSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 2,
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      <Typography id={id} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A row of fields that wraps on narrow widths. */
export function FieldRow({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {children}
    </Box>
  );
}
