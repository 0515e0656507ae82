// A listing between the API and the database: the rules the JSON schema cannot say (which
// amounts a deal type needs, floors, blank text), and the row ↔ API mapping.
import { PositionSchema } from '../../src/generated/api/zod.ts';
import { ApiError } from '../lib/errors.ts';
import { isoDate, isoTime } from '../lib/format.ts';
import type { Schema } from '../lib/operations.ts';
import { checkDisclosures } from './disclosures.ts';

export interface RoomInput {
  title: string;
  roomType: string;
  sellingType: 'MONTHLY' | 'LEASE' | 'SALE';
  deposit: number;
  price: number;
  areaM2: number;
  /** Absent in bodies sent before floor kinds: the floor's sign says which (see checkRoomInput). */
  floorKind?: FloorKind;
  /** Left out (or null) for 반지하 and 옥탑. */
  floor?: number | null;
  totalFloors: number;
  /** Required for moveInType DATE (checkDisclosures); null for the others once checked. */
  moveInDate?: string | null;
  position: number;
  tags?: string[];
  description: string;
  sido: string;
  sigungu: string;
  dong: string;
  detailAddress?: string;
  photoIds?: string[];
  // The ad disclosures (issue 26 #1): optional in the schema, required by type in
  // server/rooms/disclosures.ts.
  supplyAreaM2?: number | null;
  buildingType?: string;
  /** Absent in bodies sent before it: DATE. */
  moveInType?: Schema<'MoveInType'>;
  roomCount?: number;
  bathroomCount?: number;
  approvalKind?: string;
  approvalDate?: string;
  parkingAvailable?: boolean;
  parkingSpaces?: number | null;
  maintenanceFee?: number;
  maintenanceIncludes?: string[];
  maintenanceBreakdown?: Schema<'MaintenanceFeeLine'>[];
  direction?: string;
  directionBasis?: string;
}

export type FloorKind = Schema<'FloorKind'>;

export const ROOM_MSG = {
  blank: '필수 항목을 입력해주세요.',
  monthlyRent: '월세를 입력해주세요.',
  leaseDeposit: '전세 보증금을 입력해주세요.',
  leasePrice: '전세 매물에는 월세를 입력하지 않습니다.',
  salePrice: '매매가를 입력해주세요.',
  saleDeposit: '매매 매물에는 보증금을 입력하지 않습니다.',
  floorZero: '해당 층을 확인해주세요.',
  floorAbove: '해당 층은 전체 층수보다 높을 수 없습니다.',
  floorBasement: '지하 층은 지하 1층(B1)부터 지하 9층(B9)까지 입력해주세요.',
  floorNoNumber: '반지하와 옥탑은 층수를 입력하지 않습니다.',
  lines: '상세 설명은 20줄 이내로 입력해주세요.',
  photos: '사진을 찾을 수 없습니다. 사진을 다시 올려주세요.',
  penalty:
    '게시 규정 위반으로 매물 등록이 제한된 상태입니다. 제한 기간이 끝난 뒤 등록할 수 있습니다.',
  position: '등록자 직책은 계정의 직책으로만 등록할 수 있습니다.',
  endAd: '광고중이거나 광고대기인 매물만 광고를 종료할 수 있습니다.',
  startAdNotWaiting: '광고대기인 매물만 광고를 시작할 수 있습니다.',
  startAdActive: '이미 광고중인 매물입니다.',
  startAdNoSlot:
    '남은 광고 슬롯이 없습니다. 광고 상품을 구매하거나 다른 매물의 광고를 종료한 뒤 다시 시도해주세요.',
} as const;

export const DESCRIPTION_MAX_LINES = 20;

/** Trimmed copy of the input, or a 400 with the Korean reason. */
export function checkRoomInput(b: RoomInput): RoomInput {
  const t = {
    ...b,
    title: b.title.trim(),
    description: b.description.trim(),
    sigungu: b.sigungu.trim(),
    dong: b.dong.trim(),
    detailAddress: (b.detailAddress ?? '').trim(),
    tags: b.tags ?? [],
    photoIds: b.photoIds ?? [],
    areaM2: Math.round(b.areaM2 * 100) / 100,
    floor: b.floor ?? null,
    floorKind: b.floorKind ?? ((b.floor ?? 0) < 0 ? 'BASEMENT' : 'GROUND'),
  };
  const fail = (msg: string) => {
    throw new ApiError(400, msg);
  };
  if (!t.title || !t.description || !t.sigungu || !t.dong) fail(ROOM_MSG.blank);
  if (t.sellingType === 'MONTHLY' && t.price < 1) fail(ROOM_MSG.monthlyRent);
  if (t.sellingType === 'LEASE' && t.deposit < 1) fail(ROOM_MSG.leaseDeposit);
  if (t.sellingType === 'LEASE' && t.price !== 0) fail(ROOM_MSG.leasePrice);
  if (t.sellingType === 'SALE' && t.price < 1) fail(ROOM_MSG.salePrice);
  if (t.sellingType === 'SALE' && t.deposit !== 0) fail(ROOM_MSG.saleDeposit);
  if (t.floorKind === 'GROUND') {
    if (t.floor === null || t.floor < 1) fail(ROOM_MSG.floorZero);
    else if (t.floor > t.totalFloors) fail(ROOM_MSG.floorAbove);
  } else if (t.floorKind === 'BASEMENT') {
    if (t.floor === null || t.floor > -1) fail(ROOM_MSG.floorBasement);
  } else if (t.floor !== null) fail(ROOM_MSG.floorNoNumber);
  if (t.description.split('\n').length > DESCRIPTION_MAX_LINES) fail(ROOM_MSG.lines);
  checkDisclosures(b);
  const moveInType = b.moveInType ?? 'DATE';
  return {
    ...t,
    moveInType,
    moveInDate: moveInType === 'DATE' ? b.moveInDate : null,
    supplyAreaM2: b.supplyAreaM2 == null ? null : Math.round(b.supplyAreaM2 * 100) / 100,
    parkingSpaces: b.parkingAvailable ? (b.parkingSpaces ?? 0) : 0,
    maintenanceIncludes: b.maintenanceIncludes ?? [],
    maintenanceBreakdown: b.maintenanceBreakdown ?? [],
  };
}

export const fullAddress = (r: Pick<RoomInput, 'sido' | 'sigungu' | 'dong' | 'detailAddress'>) =>
  [r.sido, r.sigungu, r.dong, r.detailAddress ?? ''].filter(Boolean).join(' ');

/** Column values in the order of ROOM_COLUMNS. */
export function roomValues(r: RoomInput): unknown[] {
  return [
    r.title,
    fullAddress(r),
    r.roomType,
    r.sellingType,
    r.deposit,
    r.price,
    r.sido,
    r.sigungu,
    r.dong,
    r.detailAddress ?? '',
    r.areaM2,
    r.floorKind ?? 'GROUND',
    r.floor,
    r.totalFloors,
    r.moveInDate,
    r.position,
    r.tags ?? [],
    r.description,
    r.supplyAreaM2 ?? null,
    r.buildingType,
    r.moveInType ?? 'DATE',
    r.roomCount,
    r.bathroomCount,
    r.approvalKind,
    r.approvalDate,
    r.parkingAvailable,
    r.parkingSpaces ?? 0,
    r.maintenanceFee,
    r.maintenanceIncludes ?? [],
    JSON.stringify(r.maintenanceBreakdown ?? []),
    r.direction,
    r.directionBasis,
  ];
}

export const ROOM_COLUMNS = [
  'title',
  'address',
  'room_type',
  'selling_type',
  'deposit',
  'price',
  'sido',
  'sigungu',
  'dong',
  'detail_address',
  'area_m2',
  'floor_kind',
  'floor',
  'total_floors',
  'move_in_date',
  'position',
  'tags',
  'description',
  'supply_area_m2',
  'building_type',
  'move_in_type',
  'room_count',
  'bathroom_count',
  'approval_kind',
  'approval_date',
  'parking_available',
  'parking_spaces',
  'maintenance_fee',
  'maintenance_includes',
  'maintenance_breakdown',
  'direction',
  'direction_basis',
] as const;

export interface RoomRow {
  room_id: string;
  rooms_seq: number;
  agent_id: number;
  status: Schema<'RoomStatus'>;
  title: string;
  address: string;
  room_type: Schema<'RoomType'>;
  selling_type: Schema<'SellingType'>;
  deposit: number;
  price: number;
  sido: string;
  sigungu: string;
  dong: string;
  detail_address: string;
  area_m2: string | number;
  floor_kind: FloorKind;
  floor: number | null;
  total_floors: number;
  move_in_date: Date | string | null;
  position: number;
  tags: Schema<'ListingTag'>[];
  description: string;
  saved_time: Date;
  supply_area_m2: string | number | null;
  building_type: Schema<'BuildingType'>;
  move_in_type: Schema<'MoveInType'>;
  room_count: number;
  bathroom_count: number;
  approval_kind: Schema<'ApprovalKind'>;
  approval_date: Date | string;
  parking_available: boolean;
  parking_spaces: number;
  maintenance_fee: number;
  maintenance_includes: Schema<'MaintenanceItem'>[];
  maintenance_breakdown: Schema<'MaintenanceFeeLine'>[];
  direction: Schema<'Direction'>;
  direction_basis: Schema<'DirectionBasis'>;
  registrant_user_id: number | null;
  /** 법정동코드 (migration 025); null for a typed address that names no district. */
  bjd_code?: string | null;
}

/** Where the listing is, as the API gives it (the list and the detail alike). */
export const roomFloor = (r: Pick<RoomRow, 'floor_kind' | 'floor' | 'total_floors'>) => ({
  floorKind: r.floor_kind,
  floor: r.floor,
  totalFloors: r.total_floors,
});

const areaOf = (v: string | number | null) => (v === null ? null : Number(v));

/** The disclosures the list shows of each listing (the detail gives them all). */
export const roomListFacts = (r: RoomRow) => ({
  areaM2: Number(r.area_m2),
  supplyAreaM2: areaOf(r.supply_area_m2),
  roomCount: r.room_count,
  bathroomCount: r.bathroom_count,
  maintenanceFee: r.maintenance_fee,
  moveInType: r.move_in_type,
  moveInDate: r.move_in_date === null ? null : isoDate(r.move_in_date),
});

export const photoUrl = (photoId: string, size: 'large' | 'thumb' = 'large') =>
  `/api/v2/room/photos/${photoId}/file${size === 'thumb' ? '?size=thumb' : ''}`;

export function roomDetail(r: RoomRow, photoIds: string[], advertiser: Schema<'Advertiser'>) {
  return {
    roomId: r.room_id,
    roomsSeq: r.rooms_seq,
    status: r.status,
    title: r.title,
    roomType: r.room_type,
    sellingType: r.selling_type,
    deposit: r.deposit,
    price: r.price,
    ...roomFloor(r),
    ...roomListFacts(r),
    position: PositionSchema.parse(r.position),
    tags: r.tags,
    description: r.description,
    sido: r.sido,
    sigungu: r.sigungu,
    dong: r.dong,
    detailAddress: r.detail_address,
    bjdCode: r.bjd_code ?? null,
    photos: photoIds.map((id) => ({
      photoId: id,
      url: photoUrl(id),
      thumbUrl: photoUrl(id, 'thumb'),
    })),
    savedTime: isoTime(r.saved_time),
    buildingType: r.building_type,
    approvalKind: r.approval_kind,
    approvalDate: isoDate(r.approval_date),
    parkingAvailable: r.parking_available,
    parkingSpaces: r.parking_spaces,
    maintenanceIncludes: r.maintenance_includes,
    maintenanceBreakdown: r.maintenance_breakdown,
    direction: r.direction,
    directionBasis: r.direction_basis,
    advertiser,
  };
}

/** Every column a handler reads, the date as text (no time-zone shift). */
export const ROOM_SELECT = `room_id, rooms_seq, agent_id, status, title, address, room_type, selling_type, deposit,
  price, sido, sigungu, dong, detail_address, area_m2, floor_kind, floor, total_floors,
  to_char(move_in_date, 'YYYY-MM-DD') AS move_in_date, position, tags, description, saved_time,
  supply_area_m2, building_type, move_in_type, room_count, bathroom_count, approval_kind,
  to_char(approval_date, 'YYYY-MM-DD') AS approval_date, parking_available, parking_spaces,
  maintenance_fee, maintenance_includes, maintenance_breakdown, direction, direction_basis,
  registrant_user_id, bjd_code`;
