import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { koreanDateTime } from '@domain/korean-dates';

/** When a restriction lifts, in Korean ("2026년 11월 28일(토) 00:00"); the placeholder without one. */
export const restrictionEndText = (end: string | null | undefined): string =>
  end ? koreanDateTime(new Date(end)) : readConfig(messages.reports).restrictionEnd.none;
