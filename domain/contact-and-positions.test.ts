import { describe, expect, it } from 'vitest';
import { contactLists, sortContactTypes } from './contact-methods.ts';
import { canUseCall, inPositionList, roleChoices, toPosition } from './positions.ts';

const codes = { CALL: 1, SMS: 2, CHAT_TALK: 3 } as const;

describe('contactLists', () => {
  it('accepts codes, numeric strings and names; sorts by code; drops repeats and unknowns', () => {
    expect(contactLists(codes, ['CHAT_TALK', 2, '1', 2, 9, 'FAX', null])).toEqual({
      contactMethods: [1, 2, 3],
      contactMethodTypes: ['CALL', 'SMS', 'CHAT_TALK'],
    });
    expect(contactLists(codes, null)).toEqual({ contactMethods: [], contactMethodTypes: [] });
  });

  it('follows the code table it is given', () => {
    const other = { CALL: 30, SMS: 20, CHAT_TALK: 10 };
    expect(contactLists(other, ['CALL', 'CHAT_TALK'])).toEqual({
      contactMethods: [10, 30],
      contactMethodTypes: ['CHAT_TALK', 'CALL'],
    });
    expect(sortContactTypes(other, ['CALL', 'SMS', 'CALL'])).toEqual(['SMS', 'CALL']);
  });
});

describe('positions', () => {
  const lists = { register: [0, 1], all: [0, 1, 2], master: [0, 2], sub: [1] } as const;

  it('a master chooses from the master list, a sub-user from the sub list', () => {
    expect(roleChoices(lists, true)).toEqual([0, 2]);
    expect(roleChoices(lists, false)).toEqual([1]);
    expect(inPositionList(roleChoices(lists, false), 0)).toBe(false);
    expect(inPositionList(roleChoices(lists, true), '2')).toBe(true);
    expect(inPositionList(lists.all, 3)).toBe(false);
  });

  it('reads positions from numbers or numeric strings only', () => {
    expect(toPosition('1')).toBe(1);
    expect(toPosition(' ')).toBeNull();
    expect(toPosition(3)).toBeNull();
  });

  it('a brokerage assistant cannot use CALL', () => {
    expect(canUseCall(2)).toBe(false);
    expect(canUseCall('2')).toBe(false);
    expect(canUseCall(0)).toBe(true);
    expect(canUseCall(null)).toBe(true);
  });
});
