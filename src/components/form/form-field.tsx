import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { helperId } from './helper-id';
import { RequiredStar } from './label-group';

export interface FieldCounterProps {
  id?: string;
  length: number;
  max: number;
  /** Lines counter instead of characters (textarea). */
  suffix?: string;
}

/** `n/max`, red when n exceeds max (convention 13). */
export function FieldCounter({ id, length, max }: FieldCounterProps) {
  const formText = useConfig(messages.form);

  const over = length > max;
  return (
    <Box
      component="span"
      id={id}
      data-testid="field-counter"
      data-error={over ? 'true' : undefined}
      sx={{
        ml: 'auto',
        pl: 1,
        flexShrink: 0,
        fontSize: 12,
        color: over ? 'scale.red.700' : 'text.secondary',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {fmt(formText.counter, { n: length, max })}
    </Box>
  );
}

export interface FormFieldProps {
  id: string;
  label?: ReactNode;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  /** The helper text is a notice of something the field just did (a paste cut): announce it. */
  helperNotice?: boolean;
  counter?: ReactNode;
  children: ReactNode;
  fullWidth?: boolean;
  width?: number | string;
}

/**
 * Label above, control, then a helper line: helper text (red in the error state) on the left
 * and an optional counter on the right.
 */
export function FormField({
  id,
  label,
  required,
  error,
  helperText,
  helperNotice,
  counter,
  children,
  fullWidth = true,
  width,
}: FormFieldProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: width ?? (fullWidth ? '100%' : 'auto'),
      }}
    >
      {label !== undefined && (
        <Box
          component="label"
          htmlFor={id}
          sx={{ fontSize: 14, fontWeight: 600, color: 'text.primary', mb: 0.75 }}
        >
          {label}
          {required && <RequiredStar />}
        </Box>
      )}
      {children}
      {(helperText || counter) && (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', mt: 0.5, minHeight: 18 }}>
          {helperText && (
            <Box
              component="span"
              id={helperId(id)}
              role={error ? 'alert' : helperNotice ? 'status' : undefined}
              sx={{ fontSize: 12, color: error ? 'scale.red.700' : 'text.secondary' }}
            >
              {helperText}
            </Box>
          )}
          {counter}
        </Box>
      )}
    </Box>
  );
}
