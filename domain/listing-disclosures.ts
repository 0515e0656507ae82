// What a residential listing ad must state (issue 26 #1: the disclosure duties of licensed
// agents for listing ads): which fields a listing of a room type needs, and the rules between
// them. The SPA's form (room-form-schema.ts) and the server (server/rooms/disclosures.ts) apply
// the same function; each words the problems in its own Korean texts. Enumerations are the
// spec's (spec/openapi.yaml), passed as plain strings so this module imports nothing.

/** 관리비 from this amount (원) on is shown item by item (일반관리비, 사용료, 기타). */
export const BREAKDOWN_FROM_WON = 100_000;

/**
 * 중개대상물 종류 (the building's use) a room type may be advertised as: an apartment is an
 * apartment, an officetel an officetel, a one- to three-room listing one of the houses.
 */
export const BUILDING_TYPES_BY_ROOM_TYPE: Readonly<Record<string, readonly string[]>> = {
  ONE_ROOM: ['MULTI_HOUSEHOLD', 'MULTI_FAMILY', 'DETACHED_HOUSE', 'ROW_HOUSE', 'URBAN_HOUSING'],
  TWO_ROOM: ['MULTI_FAMILY', 'MULTI_HOUSEHOLD', 'DETACHED_HOUSE', 'ROW_HOUSE', 'URBAN_HOUSING'],
  THREE_ROOM: ['MULTI_FAMILY', 'MULTI_HOUSEHOLD', 'DETACHED_HOUSE', 'ROW_HOUSE', 'URBAN_HOUSING'],
  OFFICETEL: ['OFFICETEL'],
  APT: ['APARTMENT'],
};

/** Room types whose ads state the 공급면적 beside the 전용면적 (shared areas are sold with them). */
export const SUPPLY_AREA_ROOM_TYPES: readonly string[] = ['APT', 'OFFICETEL'];

/** The breakdown lines beside the items the fee includes: 일반관리비 and 기타 관리비. */
export const GENERAL_FEE_ITEM = 'GENERAL';
export const OTHER_FEE_ITEM = 'OTHER';

export interface FeeLine {
  item: string;
  amount: number;
}

/** The disclosure fields of a listing body (the rest of the body is not read here). */
export interface DisclosureInput {
  roomType: string;
  areaM2?: number;
  supplyAreaM2?: number | null;
  buildingType?: string;
  moveInType?: string;
  moveInDate?: string | null;
  roomCount?: number;
  bathroomCount?: number;
  approvalKind?: string;
  approvalDate?: string;
  parkingAvailable?: boolean;
  parkingSpaces?: number | null;
  maintenanceFee?: number;
  maintenanceIncludes?: readonly string[];
  maintenanceBreakdown?: readonly FeeLine[];
  direction?: string;
  directionBasis?: string;
}

export type DisclosureField = Exclude<keyof DisclosureInput, 'roomType' | 'areaM2' | 'moveInType'>;

/**
 * Why a field is refused: missing where its rule requires it, or one of the rules between fields
 * (a supply area below the exclusive one, a building use the room type cannot be, an approval
 * date after today, a breakdown without 일반관리비, with an item the fee does not include or
 * twice, or whose lines do not add up to the fee).
 */
export type DisclosureRule =
  | 'missing'
  | 'supplyBelowArea'
  | 'buildingTypeMismatch'
  | 'future'
  | 'breakdownGeneral'
  | 'breakdownItem'
  | 'breakdownSum';

export interface DisclosureProblem {
  field: DisclosureField;
  rule: DisclosureRule;
}

const given = (v: unknown) => v !== undefined && v !== null && v !== '';

/** The fields a listing of this body must carry (the moving parts depend on the others). */
export function requiredDisclosures(b: DisclosureInput): DisclosureField[] {
  const fields: DisclosureField[] = [
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
  if (SUPPLY_AREA_ROOM_TYPES.includes(b.roomType)) fields.push('supplyAreaM2');
  // A body without moveInType (sent before it existed) moves in on its date.
  if ((b.moveInType ?? 'DATE') === 'DATE') fields.push('moveInDate');
  if (b.parkingAvailable === true) fields.push('parkingSpaces');
  const fee = b.maintenanceFee ?? 0;
  if (fee > 0) fields.push('maintenanceIncludes');
  if (fee >= BREAKDOWN_FROM_WON) fields.push('maintenanceBreakdown');
  return fields;
}

function breakdownProblem(b: DisclosureInput): DisclosureRule | null {
  const lines = b.maintenanceBreakdown ?? [];
  if (lines.length === 0) return null;
  const items = lines.map((l) => l.item);
  const allowed = [GENERAL_FEE_ITEM, OTHER_FEE_ITEM, ...(b.maintenanceIncludes ?? [])];
  if (!items.includes(GENERAL_FEE_ITEM)) return 'breakdownGeneral';
  if (new Set(items).size !== items.length || items.some((i) => !allowed.includes(i)))
    return 'breakdownItem';
  const sum = lines.reduce((s, l) => s + l.amount, 0);
  return sum === (b.maintenanceFee ?? 0) ? null : 'breakdownSum';
}

/**
 * Every disclosure problem of the body, in the order a form shows its fields. `today` is the
 * caller's date (yyyy-MM-dd, Korea's), so an approval date after it is refused.
 */
export function disclosureProblems(b: DisclosureInput, today: string): DisclosureProblem[] {
  const problems: DisclosureProblem[] = requiredDisclosures(b)
    .filter((f) => {
      const v = b[f];
      // A fee that includes nothing says so with an empty list; the list must still be sent.
      if (f === 'maintenanceIncludes') return !Array.isArray(v);
      if (f === 'maintenanceBreakdown') return !Array.isArray(v) || v.length === 0;
      // Parking that is available has at least one space.
      if (f === 'parkingSpaces') return !given(v) || (v as number) < 1;
      return !given(v);
    })
    .map((field) => ({ field, rule: 'missing' }));
  const has = (f: DisclosureField) => problems.some((p) => p.field === f);
  if (
    given(b.supplyAreaM2) &&
    b.areaM2 !== undefined &&
    (b.supplyAreaM2 as number) < b.areaM2 &&
    !has('supplyAreaM2')
  )
    problems.push({ field: 'supplyAreaM2', rule: 'supplyBelowArea' });
  const types = BUILDING_TYPES_BY_ROOM_TYPE[b.roomType];
  if (given(b.buildingType) && types && !types.includes(b.buildingType as string))
    problems.push({ field: 'buildingType', rule: 'buildingTypeMismatch' });
  if (given(b.approvalDate) && (b.approvalDate as string) > today)
    problems.push({ field: 'approvalDate', rule: 'future' });
  const fee = breakdownProblem(b);
  if (fee && !has('maintenanceBreakdown'))
    problems.push({ field: 'maintenanceBreakdown', rule: fee });
  return problems;
}
