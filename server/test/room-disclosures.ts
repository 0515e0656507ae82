// The ad disclosures of a test listing (issue 26 #1): complete for any room type, so tests about
// something else register listings the disclosure rules accept. An officetel's 관리비 of 12만원
// comes item by item; the supply area suits the exclusive areas the tests use (up to 60㎡).
export const DISCLOSURES = {
  supplyAreaM2: 60,
  buildingType: 'OFFICETEL',
  moveInType: 'DATE',
  roomCount: 1,
  bathroomCount: 1,
  approvalKind: 'USE_APPROVAL',
  approvalDate: '2015-06-30',
  parkingAvailable: true,
  parkingSpaces: 40,
  maintenanceFee: 120_000,
  maintenanceIncludes: ['WATER', 'INTERNET'],
  maintenanceBreakdown: [
    { item: 'GENERAL', amount: 90_000 },
    { item: 'WATER', amount: 15_000 },
    { item: 'INTERNET', amount: 15_000 },
  ],
  direction: 'SOUTH',
  directionBasis: 'MAIN_ROOM',
} as const;

/** The disclosures of a listing of the room type (the building's use follows the type). */
export function disclosuresFor(roomType: string) {
  const buildingType =
    roomType === 'APT' ? 'APARTMENT' : roomType === 'OFFICETEL' ? 'OFFICETEL' : 'MULTI_HOUSEHOLD';
  return { ...DISCLOSURES, buildingType };
}
