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
import { useTypedBeforeHydration } from '@/components/form/use-typed-before-hydration';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { Calendar } from './calendar';
import {
  displayValue,
  parseBound,
  parseValue,
  sanitizeTyped,
  toValue,
  typedEntry,
  typedFromValue,
  type TypedProblem,
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
 * validated and shown with the divider; an entry that is not taken (not yyyyMMdd, no such day,
 * out of range) says why in the helper line, in the error state, until the next entry. The popup (role=dialog, 달력) closes on choosing a
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

  const minYmd = useMemo(() => parseBound(min, calendar.min, 'min'), [min, calendar.min]);
  const maxYmd = useMemo(() => parseBound(max, calendar.max, 'max'), [max, calendar.max]);
  const [problem, setProblem] = useState<TypedProblem | null>(null);
  const problemText =
    problem === 'format'
      ? calendarText.typedFormat
      : problem === 'notReal'
        ? calendarText.typedNotReal
        : problem === 'outOfRange'
          ? fmt(calendarText.typedOutOfRange, {
              min: displayValue(toValue(minYmd), divider),
              max: displayValue(toValue(maxYmd), divider),
            })
          : null;
  const field = useFieldShell({
    ...base,
    error: base.error || problemText !== null,
    helperText: problemText ?? base.helperText,
  });
  const fieldId = field.id;
  const { disabled } = base;
  const error = field.shell.error;
  const [focused, setFocused] = useState(false);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  /** Takes typed digits as the field's entry: a date, or why it is not one. */
  const enter = (typed: string) => {
    const next = typedEntry(typed, value, minYmd, maxYmd);
    setProblem(next.problem);
    if (next.value !== value) onChange(next.value);
  };
  // Typed before hydration (digits, or a date as shown): taken as an entry left on blur.
  useTypedBeforeHydration(fieldId, displayValue(value, divider), (shown) =>
    enter(sanitizeTyped(shown, calendar.typedMaxLength)),
  );
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
            enter(text);
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
                // Named after its field: a form with two dates has two openers.
                aria-label={
                  typeof base.label === 'string'
                    ? fmt(calendarText.openFor, { label: base.label })
                    : calendarText.open
                }
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
                setProblem(null);
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
