import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/** The red star of a required title; the text is hidden from assistive tech (the input says required). */
export function RequiredStar() {
  const formText = useConfig(messages.form);

  return (
    <Box
      component="span"
      aria-hidden="true"
      title={formText.required}
      data-required-star
      sx={{ color: 'error.main', ml: 0.5, fontWeight: 700 }}
    >
      *
    </Box>
  );
}

export interface LabelGroupProps {
  title: ReactNode;
  required?: boolean;
  /** When set, the title is a `<label for>` of that control; otherwise a heading-like text. */
  htmlFor?: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Side-by-side (title column of 160 px) or stacked. */
  layout?: 'row' | 'column';
}

/** A titled group of fields; a required group shows a star (seed 001 §5 "Other"). */
export function LabelGroup({
  title,
  required,
  htmlFor,
  description,
  children,
  layout = 'column',
}: LabelGroupProps) {
  const titleEl = (
    <Typography
      component={htmlFor ? 'label' : 'div'}
      htmlFor={htmlFor}
      sx={{ fontSize: 15, fontWeight: 700, color: 'text.primary', display: 'block' }}
    >
      {title}
      {required && <RequiredStar />}
    </Typography>
  );
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: layout === 'row' ? 'row' : 'column',
        gap: layout === 'row' ? 2 : 1,
        alignItems: layout === 'row' ? 'flex-start' : 'stretch',
      }}
    >
      <Box sx={layout === 'row' ? { width: 160, flexShrink: 0, pt: 1.25 } : undefined}>
        {titleEl}
        {description && (
          <Typography sx={{ fontSize: 13, color: 'text.secondary', mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {children && <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>}
    </Box>
  );
}
