import { describe, expect, it } from 'vitest';
import { pendingNumbers } from './pending-numbers';

describe('pending lists (A-46)', () => {
  it('reads pending entries given as numbers or objects', () => {
    expect(pendingNumbers([1, { roomsSeq: 2 }, { naverRoomNum: 3 }, {}, null, '4'])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(pendingNumbers(undefined)).toEqual([]);
  });
});
