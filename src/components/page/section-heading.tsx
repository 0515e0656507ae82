import Typography, { type TypographyProps } from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A page section's bold h2, with the id its section's `aria-labelledby` names. `variant` keeps
 * a heading's type-scale line height and letter spacing where it had them.
 */
export function SectionHeading({
  id,
  size,
  variant,
  children,
}: {
  id: string;
  /** Font size in px. */
  size: number;
  variant?: TypographyProps['variant'];
  children: ReactNode;
}) {
  return (
    <Typography
      id={id}
      component="h2"
      variant={variant}
      sx={{ fontSize: size, fontWeight: 700, mb: 2 }}
    >
      {children}
    </Typography>
  );
}
