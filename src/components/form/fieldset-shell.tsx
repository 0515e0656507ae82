import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { FieldBaseProps } from './field-base';
import { helperId } from './helper-id';
import { RequiredStar } from './label-group';

/** The field's own props may be passed whole: the shell reads only what it draws. */
export interface FieldsetShellProps extends Omit<FieldBaseProps, 'id'> {
  id: string;
  /** Space under the legend (theme units). */
  legendGap?: number;
  children: ReactNode;
}

/** A group of choices: `<fieldset>` with its `<legend>`, then a helper line it is described by. */
export function FieldsetShell({
  id,
  label,
  required,
  error,
  helperText,
  legendGap = 0.5,
  children,
}: FieldsetShellProps) {
  return (
    <Box
      component="fieldset"
      id={id}
      aria-invalid={error || undefined}
      aria-describedby={helperText ? helperId(id) : undefined}
      sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}
    >
      <Box component="legend" sx={{ fontSize: 14, fontWeight: 600, mb: legendGap, p: 0 }}>
        {label}
        {required && <RequiredStar />}
      </Box>
      {children}
      {helperText && (
        <Box
          id={helperId(id)}
          sx={{ fontSize: 12, mt: 0.5, color: error ? 'scale.red.700' : 'text.secondary' }}
        >
          {helperText}
        </Box>
      )}
    </Box>
  );
}
