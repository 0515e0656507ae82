import { describe, expect, it } from 'vitest';
import { canUseCall, positionLabel, positionLists, positionOptions, toPosition } from './positions';

describe('positions', () => {
  it('labels 0/1/2 in Korean', () => {
    expect(positionLabel(0)).toBe('대표공인중개사');
    expect(positionLabel('1')).toBe('소속공인중개사');
    expect(positionLabel(2)).toBe('중개보조원');
    expect(positionLabel(3)).toBe('');
  });
  it('offers the four lists', () => {
    expect(positionLists()).toEqual({ register: [0, 1], all: [0, 1, 2], master: [0, 2], sub: [1] });
    expect(positionOptions('master').map((o) => o.label)).toEqual(['대표공인중개사', '중개보조원']);
  });
  it('a brokerage assistant cannot use CALL', () => {
    expect(canUseCall(2)).toBe(false);
    expect(canUseCall('2')).toBe(false);
    expect(canUseCall(0)).toBe(true);
    expect(canUseCall(1)).toBe(true);
    expect(canUseCall(null)).toBe(true);
    expect(toPosition('x')).toBeNull();
  });
});
