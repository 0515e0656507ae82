// What the listing form holds and the request body it stands for, without zod: the validation
// (room-form-schema.ts, zod) loads at the form's first check.
import type { Schema } from '@/api/types';
import { apiEnums } from '@/generated/api/limits';
import { toPosition } from '@/lib/positions';
import { BREAKDOWN_FROM_WON } from '@domain/listing-disclosures';
import type { RoomBody } from '../api/post-room';

export const DESCRIPTION_MAX = 1000;
export const DESCRIPTION_MAX_LINES = 20;
export const TITLE_MAX = 40;
export const AMOUNT_MAX_LENGTH = 7;
export const AREA_MAX = 9999.99;
export const FLOOR_MAX_LENGTH = 3;
/** 지하 9층 (B9) is the lowest floor the API takes (RoomInput.floor minimum -9). */
export const BASEMENT_MAX_LEVEL = 9;
export const PLACE_MAX = 20;
export const DETAIL_ADDRESS_MAX = 100;
export const TAGS_MAX = 3;
export const PHOTOS_MAX = 10;

export type RoomPhoto = Schema<'RoomPhoto'>;

/** The 관리비 breakdown as typed: one amount (원) per line of MaintenanceFeeItem. */
export type FeeBreakdown = Partial<Record<Schema<'MaintenanceFeeItem'>, string>>;

/** What the form holds: text as typed (numbers too), photos with their preview urls. */
export interface RoomFormValues {
  title: string;
  roomType: string;
  sellingType: string;
  deposit: string;
  price: string;
  areaM2: string;
  /** 지상, 지하, 반지하 or 옥탑 (FloorKind). */
  floorKind: string;
  /** The floor as typed, always positive: 지하 1층 is 1 here and -1 in the body. */
  floor: string;
  totalFloors: string;
  moveInDate: string;
  position: string;
  tags: string[];
  description: string;
  sido: string;
  sigungu: string;
  dong: string;
  /** 법정동코드 chosen by address search; '' for a typed address (listings stored before). */
  bjdCode: string;
  detailAddress: string;
  photos: RoomPhoto[];
  // The ad disclosures (issue 26 #1).
  supplyAreaM2: string;
  buildingType: string;
  /** 즉시, 협의 or DATE (then moveInDate). */
  moveInType: string;
  roomCount: string;
  bathroomCount: string;
  approvalKind: string;
  approvalDate: string;
  /** 'true', 'false' or '' (not chosen yet). */
  parkingAvailable: string;
  parkingSpaces: string;
  /** 원 per month. */
  maintenanceFee: string;
  maintenanceIncludes: string[];
  maintenanceBreakdown: FeeBreakdown;
  direction: string;
  directionBasis: string;
}

export const roomFormDefaults: RoomFormValues = {
  title: '',
  roomType: '',
  sellingType: '',
  deposit: '',
  price: '',
  areaM2: '',
  floorKind: 'GROUND',
  floor: '',
  totalFloors: '',
  moveInDate: '',
  position: '',
  tags: [],
  description: '',
  sido: '',
  sigungu: '',
  dong: '',
  bjdCode: '',
  detailAddress: '',
  photos: [],
  supplyAreaM2: '',
  buildingType: '',
  moveInType: 'DATE',
  roomCount: '',
  bathroomCount: '',
  approvalKind: 'USE_APPROVAL',
  approvalDate: '',
  parkingAvailable: '',
  parkingSpaces: '',
  maintenanceFee: '',
  maintenanceIncludes: [],
  maintenanceBreakdown: {},
  direction: '',
  directionBasis: '',
};

/** A new listing's form: empty, registered as the account's own position. */
export const newRoomValues = (position: unknown): RoomFormValues => {
  const p = toPosition(position);
  return { ...roomFormDefaults, position: p === null ? '' : String(p) };
};

const num = (v: string): number | undefined => (v.trim() === '' ? undefined : Number(v));

/** Only 지상 and 지하 have a floor number; 지하 is below ground (B1 = -1). */
export const hasFloorNumber = (floorKind: string): boolean =>
  floorKind === 'GROUND' || floorKind === 'BASEMENT';

function floorOf(v: RoomFormValues): number | null | undefined {
  if (!hasFloorNumber(v.floorKind)) return null;
  const n = num(v.floor);
  return n === undefined || v.floorKind === 'GROUND' ? n : -n;
}
const text = (v: string): string | undefined => (v === '' ? undefined : v);

/** The breakdown lines typed, in the spec's order; left out unless the fee asks for them. */
function breakdownOf(v: RoomFormValues): { item: string; amount: number }[] | undefined {
  if ((num(v.maintenanceFee) ?? 0) < BREAKDOWN_FROM_WON) return undefined;
  return apiEnums.MaintenanceFeeItem.flatMap((item) => {
    const amount = num(v.maintenanceBreakdown[item] ?? '');
    return amount === undefined ? [] : [{ item, amount }];
  });
}

/** The disclosure fields of the body (the server's rules decide which are required). */
function disclosuresOf(v: RoomFormValues): Record<string, unknown> {
  const parking = v.parkingAvailable === '' ? undefined : v.parkingAvailable === 'true';
  const fee = num(v.maintenanceFee);
  return {
    supplyAreaM2: num(v.supplyAreaM2),
    buildingType: text(v.buildingType),
    moveInType: text(v.moveInType),
    roomCount: num(v.roomCount),
    bathroomCount: num(v.bathroomCount),
    approvalKind: text(v.approvalKind),
    approvalDate: text(v.approvalDate),
    parkingAvailable: parking,
    parkingSpaces: parking ? num(v.parkingSpaces) : undefined,
    maintenanceFee: fee,
    maintenanceIncludes: fee ? v.maintenanceIncludes : undefined,
    maintenanceBreakdown: breakdownOf(v),
    direction: text(v.direction),
    directionBasis: text(v.directionBasis),
  };
}

/**
 * The request body the form values stand for. A lease sends no rent (0) and a sale no
 * deposit (0), so fields hidden for the chosen deal type never block it.
 */
export function toRoomBody(v: RoomFormValues): Record<string, unknown> {
  return {
    title: v.title.trim(),
    roomType: text(v.roomType),
    sellingType: text(v.sellingType),
    deposit: v.sellingType === 'SALE' ? 0 : num(v.deposit),
    price: v.sellingType === 'LEASE' ? 0 : num(v.price),
    areaM2: num(v.areaM2),
    floorKind: text(v.floorKind),
    floor: floorOf(v),
    totalFloors: num(v.totalFloors),
    moveInDate: v.moveInType === 'DATE' ? v.moveInDate : undefined,
    position: num(v.position),
    tags: v.tags,
    description: v.description.trim(),
    sido: text(v.sido),
    sigungu: v.sigungu.trim(),
    dong: v.dong.trim(),
    bjdCode: text(v.bjdCode),
    detailAddress: v.detailAddress.trim(),
    photoIds: v.photos.map((p) => p.photoId),
    ...disclosuresOf(v),
  };
}

/** The form back from a stored listing (editing). */
export function fromRoomDetail(d: Schema<'RoomDetail'>): RoomFormValues {
  return {
    title: d.title,
    roomType: d.roomType,
    sellingType: d.sellingType,
    deposit: d.sellingType === 'SALE' ? '' : String(d.deposit),
    price: d.sellingType === 'LEASE' ? '' : String(d.price),
    areaM2: String(d.areaM2),
    floorKind: d.floorKind,
    floor: d.floor === null ? '' : String(Math.abs(d.floor)),
    totalFloors: String(d.totalFloors),
    moveInDate: d.moveInDate ?? '',
    // The listing's registrant stays who registered it; the server refuses any other.
    position: String(d.position),
    tags: d.tags,
    description: d.description,
    sido: d.sido,
    sigungu: d.sigungu,
    dong: d.dong,
    bjdCode: d.bjdCode ?? '',
    detailAddress: d.detailAddress,
    photos: d.photos,
    supplyAreaM2: d.supplyAreaM2 === null ? '' : String(d.supplyAreaM2),
    buildingType: d.buildingType,
    moveInType: d.moveInType,
    roomCount: String(d.roomCount),
    bathroomCount: String(d.bathroomCount),
    approvalKind: d.approvalKind,
    approvalDate: d.approvalDate,
    parkingAvailable: String(d.parkingAvailable),
    parkingSpaces: d.parkingAvailable ? String(d.parkingSpaces) : '',
    maintenanceFee: String(d.maintenanceFee),
    maintenanceIncludes: d.maintenanceIncludes,
    maintenanceBreakdown: Object.fromEntries(
      d.maintenanceBreakdown.map((l) => [l.item, String(l.amount)]),
    ),
    direction: d.direction,
    directionBasis: d.directionBasis,
  };
}

export type { RoomBody };
