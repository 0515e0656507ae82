import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import type { FakeReportDetail, InflowType } from '../api/get-agent-treat-detail';

/** Parses an ISO time; a value without a zone is read as Korea time. Invalid gives null. */
export function parseKstTime(value: string | null | undefined): Date | null {
  if (!value) return null;
  const s = value.trim();
  const noZone = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(s);
  const d = new Date(noZone ? `${s.replace(' ', 'T')}+09:00` : s);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `YYYY.MM.DD HH:mm` (Korea time, a value without a zone read as Korea time) when parseable,
 * otherwise the raw value. */
export const formatSavedTime = (value: string | null | undefined): string =>
  formatDateTime(parseKstTime(value) ?? value);

export const sourceLabel = (t: string): string => {
  const reportText = readConfig(messages.reports);
  return (reportText.sources as Record<string, string>)[t] ?? t;
};

export const reasonLabel = (t: string): string => {
  const reportText = readConfig(messages.reports);
  return (reportText.reasonTypes as Record<string, string>)[t] ?? t;
};

/** INPUT (and unknown types) show the free text of buildingUseStr. */
export function buildingUseLabel(d: Pick<FakeReportDetail, 'buildingUseType' | 'buildingUseStr'>) {
  const reportText = readConfig(messages.reports);

  if (d.buildingUseType === 'INPUT') return d.buildingUseStr;
  return (reportText.buildingUses as Record<string, string>)[d.buildingUseType] ?? d.buildingUseStr;
}

/** Listing number by source: roomsSeq for DABANG, naverRoomNum for NAVER. */
export function listingNumber(
  d: Pick<FakeReportDetail, 'roomsSeq' | 'naverRoomNum'>,
  inflowType: InflowType,
): string {
  const n = inflowType === 'NAVER' ? d.naverRoomNum : d.roomsSeq;
  return n === null || n === undefined ? '-' : String(n);
}
