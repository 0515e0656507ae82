import CalendarMonthIcon from '@mui/icons-material/CalendarMonthOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Paper from '@mui/material/Paper';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { StringFieldProps } from '@/components/form/field-base';
import { FormField } from '@/components/form/form-field';
import { useFieldShell } from '@/components/form/use-field-shell';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { Calendar } from './calendar';
import {
  commitTyped,
  displayValue,
  parseBound,
  parseValue,
  sanitizeTyped,
  toValue,
  typedFromValue,
  type Ymd,
} from './date-rules';

export interface DatePickerProps extends StringFieldProps {
  /** yyyy-MM-dd, or '' when empty. */
  value: string;
  /** yyyy-MM-dd; default 1900-01-01. An invalid format is logged and the default used. */
  min?: string;
  /** yyyy-MM-dd; default 3000-12-31. */
  max?: string;
  /** Shown between year, month and day (default '.'). */
  divider?: string;
  placeholder?: string;
  /** Override "today" (tests, catalogue). */
  today?: Ymd;
}

/**
 * Date picker (seed 001 §4, §5, A-65): a typed field plus a calendar popup opened only by the
 * icon button. While focused the field holds digits only (yyyyMMdd, at most 8); on blur it is
 * validated and shown with the divider. The popup (role=dialog, 달력) closes on choosing a
 * date, Escape, Tab or a click outside.
 */
export function DatePicker({
  value,
  onChange,
  onBlur,
  min,
  max,
  divider: dividerProp,
  placeholder,
  inputRef,
  today,
  ...base
}: DatePickerProps) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const calendarText = useConfig(messages.calendar);
  const calendar = useConfig(uiConfig).calendar;
  const divider = dividerProp ?? calendar.divider;

  const field = useFieldShell(base);
  const fieldId = field.id;
  const { disabled, error } = base;
  const minYmd = useMemo(() => parseBound(min, calendar.min, 'min'), [min, calendar.min]);
  const maxYmd = useMemo(() => parseBound(max, calendar.max, 'max'), [max, calendar.max]);
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const wrapRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  return (
    <FormField {...field.shell} width={base.width ?? 200}>
      <Box ref={wrapRef} sx={{ position: 'relative' }}>
        <OutlinedInput
          id={fieldId}
          name={base.name}
          fullWidth
          value={focused ? text : displayValue(value, divider)}
          error={error}
          disabled={disabled}
          inputRef={inputRef}
          placeholder={placeholder ?? ['yyyy', 'mm', 'dd'].join(divider)}
          onFocus={() => {
            setText(typedFromValue(value));
            setFocused(true);
          }}
          onChange={(e) => setText(sanitizeTyped(e.target.value, calendar.typedMaxLength))}
          onBlur={() => {
            setFocused(false);
            const next = commitTyped(text, value, minYmd, maxYmd);
            if (next !== value) onChange(next);
            onBlur?.();
          }}
          inputProps={{
            ...field.inputProps,
            inputMode: 'numeric',
            autoComplete: 'off',
            'data-typed-max': calendar.typedMaxLength,
          }}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                ref={buttonRef}
                edge="end"
                disabled={disabled}
                aria-label={calendarText.open}
                aria-haspopup="dialog"
                aria-expanded={open}
                onClick={() => setOpen((o) => !o)}
              >
                <CalendarMonthIcon />
              </IconButton>
            </InputAdornment>
          }
          sx={field.inputSx}
        />
        {open && (
          <Paper
            role="dialog"
            aria-label={calendarText.label}
            elevation={6}
            onKeyDown={(e) => {
              if (e.key === 'Escape') {
                e.preventDefault();
                e.stopPropagation();
                close(true);
              } else if (e.key === 'Tab') {
                e.preventDefault();
                close(true);
              }
            }}
            sx={{
              position: 'absolute',
              top: 'calc(100% + 4px)',
              left: 0,
              zIndex: 1300,
              width: calendar.width,
            }}
          >
            <Calendar
              value={parseValue(value)}
              min={minYmd}
              max={maxYmd}
              today={today}
              focusOnMount
              onSelect={(ymd) => {
                onChange(toValue(ymd));
                close(true);
              }}
            />
          </Paper>
        )}
      </Box>
    </FormField>
  );
}
