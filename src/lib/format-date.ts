import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { dividedDate, dividedDateTime } from '@domain/korean-dates';

// Every date a screen shows, in one format: 2026.11.30, 2026.11.30 14:05 (Korea time), with the
// divider of the UI constants (ui.json calendar.divider), as the date picker shows its value.
// A value that is no date shows as given, '' when empty.

const divider = () => readConfig(uiConfig).calendar.divider;
const asGiven = (v: unknown) => (typeof v === 'string' ? v : '');

/** `2026.11.30`: a calendar date (yyyy-MM-dd) as it is, an instant's day in Korea time. */
export const formatDate = (v: unknown): string => dividedDate(v, divider()) ?? asGiven(v);

/** `2026.11.30 14:05` in Korea time; `2026.11.30(월) 14:05` with the weekday. */
export const formatDateTime = (v: unknown, opts: { weekday?: boolean } = {}): string =>
  dividedDateTime(v, divider(), opts) ?? asGiven(v);
