import { describe, expect, it } from 'vitest';
import { disclosureProblems, requiredDisclosures } from './listing-disclosures.ts';

const ALWAYS = [
  'buildingType',
  'roomCount',
  'bathroomCount',
  'approvalKind',
  'approvalDate',
  'parkingAvailable',
  'maintenanceFee',
  'direction',
  'directionBasis',
];

describe('requiredDisclosures: what a listing of each kind must state', () => {
  it.each([
    ['a one-room with a date, no parking, no fee', { roomType: 'ONE_ROOM' }, ['moveInDate']],
    [
      'an apartment moving in at once, with parking and a 7만원 fee',
      { roomType: 'APT', moveInType: 'IMMEDIATE', parkingAvailable: true, maintenanceFee: 70_000 },
      ['supplyAreaM2', 'parkingSpaces', 'maintenanceIncludes'],
    ],
    [
      'an officetel by arrangement with a 10만원 fee',
      { roomType: 'OFFICETEL', moveInType: 'NEGOTIABLE', maintenanceFee: 100_000 },
      ['supplyAreaM2', 'maintenanceIncludes', 'maintenanceBreakdown'],
    ],
  ])('%s', (_, body, more) => {
    expect(requiredDisclosures(body).sort()).toEqual([...ALWAYS, ...more].sort());
  });
});

describe('disclosureProblems', () => {
  it('an approval date is compared with the given day, not the machine clock', () => {
    const body = { roomType: 'ONE_ROOM', approvalDate: '2026-11-27' };
    const future = (today: string) =>
      disclosureProblems(body, today).some((p) => p.rule === 'future');
    expect(future('2026-11-26')).toBe(true);
    expect(future('2026-11-27')).toBe(false);
  });
});
