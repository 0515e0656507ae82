import { describe, expect, it } from 'vitest';
import {
  buildingUseLabel,
  formatSavedTime,
  listingNumber,
  reasonLabel,
  sourceLabel,
} from './format';

describe('report formatting', () => {
  it('formats a parseable savedTime as YYYY.MM.DD HH:mm in Korea time, else shows it raw', () => {
    expect(formatSavedTime('2026-05-04T01:30:00Z')).toBe('2026.05.04 10:30');
    expect(formatSavedTime('2026-05-04T10:30:00+09:00')).toBe('2026.05.04 10:30');
    expect(formatSavedTime('2026-05-04 10:30:00')).toBe('2026.05.04 10:30');
    expect(formatSavedTime('어제 오후')).toBe('어제 오후');
    expect(formatSavedTime('')).toBe('');
  });

  it('labels sources, reasons and building uses', () => {
    expect(sourceLabel('DABANG')).toBe('다방');
    expect(sourceLabel('NAVER')).toBe('네이버');
    expect(reasonLabel('CMPL')).toBe('거래완료');
    expect(reasonLabel('IMPO')).toBe('매도인 거부');
    expect(
      buildingUseLabel({ buildingUseType: 'INPUT', buildingUseStr: '근생(다가구 일부)' }),
    ).toBe('근생(다가구 일부)');
    expect(buildingUseLabel({ buildingUseType: 'APARTMENT_HOUSE', buildingUseStr: 'x' })).toBe(
      '공동주택',
    );
  });

  it('takes the listing number by source', () => {
    const d = { roomsSeq: 51003001, naverRoomNum: 240123456 };
    expect(listingNumber(d, 'DABANG')).toBe('51003001');
    expect(listingNumber(d, 'NAVER')).toBe('240123456');
    expect(listingNumber({ roomsSeq: null, naverRoomNum: null }, 'NAVER')).toBe('-');
  });
});
