// The ad disclosures a listing must carry for its type (issue 26 #1, domain/listing-disclosures.ts):
// a listing missing one, or breaking a rule between them, is refused with 400 and a Korean msg
// naming the field, so a broker (or any client) sees what to add.
import { kstDateKey } from '../../domain/business-days.ts';
import {
  disclosureProblems,
  type DisclosureField,
  type DisclosureInput,
  type DisclosureRule,
} from '../../domain/listing-disclosures.ts';
import { ApiError } from '../lib/errors.ts';

/** What a missing field is called in the refusal. */
export const DISCLOSURE_MISSING: Record<DisclosureField, string> = {
  supplyAreaM2: '아파트와 오피스텔 매물은 공급면적을 입력해주세요.',
  buildingType: '건축물 용도(중개대상물 종류)를 선택해주세요.',
  moveInDate: '입주 가능일을 선택해주세요.',
  roomCount: '방 수를 입력해주세요.',
  bathroomCount: '욕실 수를 입력해주세요.',
  approvalKind: '사용승인일의 종류(사용승인일, 사용검사일, 준공인가일)를 선택해주세요.',
  approvalDate: '사용승인일(준공일)을 입력해주세요.',
  parkingAvailable: '주차 가능 여부를 선택해주세요.',
  parkingSpaces: '주차 가능 대수를 입력해주세요.',
  maintenanceFee: '관리비를 입력해주세요. 관리비가 없으면 0을 입력합니다.',
  maintenanceIncludes: '관리비 포함 항목을 선택해주세요.',
  maintenanceBreakdown: '관리비가 10만원 이상이면 관리비 세부 내역을 입력해주세요.',
  direction: '방향을 선택해주세요.',
  directionBasis: '방향의 기준(거실, 안방, 주된 출입구)을 선택해주세요.',
};

/** The rules between fields. */
export const DISCLOSURE_RULE: Record<Exclude<DisclosureRule, 'missing'>, string> = {
  supplyBelowArea: '공급면적은 전용면적보다 작을 수 없습니다.',
  buildingTypeMismatch: '방 종류와 건축물 용도(중개대상물 종류)가 맞지 않습니다.',
  future: '사용승인일은 오늘 이후일 수 없습니다.',
  breakdownGeneral: '관리비 세부 내역에 일반관리비를 입력해주세요.',
  breakdownItem:
    '관리비 세부 내역은 일반관리비, 관리비에 포함된 항목, 기타 관리비를 한 번씩만 입력해주세요.',
  breakdownSum: '관리비 세부 내역의 합계가 관리비와 같아야 합니다.',
};

/** 400 with the first problem's Korean reason; nothing when the disclosures are complete. */
export function checkDisclosures(b: DisclosureInput, now = new Date()): void {
  const [first] = disclosureProblems(b, kstDateKey(now));
  if (!first) return;
  throw new ApiError(
    400,
    first.rule === 'missing' ? DISCLOSURE_MISSING[first.field] : DISCLOSURE_RULE[first.rule],
  );
}
