import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import type { RoomFormValues } from '../model/room-form-values';

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
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ borderRadius: 2, p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}
    >
      <Typography id={id} component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Paper>
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

/** What each section's fields get from the form: its control, and whether the listing is new. */
export interface RoomFieldsProps {
  control: Control<RoomFormValues>;
  isNew: boolean;
}
