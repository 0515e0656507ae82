// The listing form filled from a gongsil room the office claimed (내 매물로 등록, issue 26 #4):
// its type, deal and amounts, area and floor, and its address by legal district. The title and
// the description are the broker's to write.
import type { GongsilRoomDetail } from '@/api/queries/gongsil-room';
import { DETAIL_ADDRESS_MAX, newRoomValues, type RoomFormValues } from './room-form-values';

/** The room's floor as the gongsil center writes it (3층, 지하1층, B1, 반지하, 옥탑). */
export function floorOfText(text: string): Pick<RoomFormValues, 'floorKind' | 'floor'> {
  const t = text.replace(/\s+/g, '');
  if (t.includes('반지하')) return { floorKind: 'SEMI_BASEMENT', floor: '' };
  if (t.includes('옥탑')) return { floorKind: 'ROOFTOP', floor: '' };
  const basement = /^(?:지하|B)(\d+)/i.exec(t);
  if (basement) return { floorKind: 'BASEMENT', floor: basement[1]! };
  const ground = /^(\d+)층?$/.exec(t);
  return { floorKind: 'GROUND', floor: ground ? ground[1]! : '' };
}

export function fromGongsilRoom(r: GongsilRoomDetail, position: unknown): RoomFormValues {
  const d = r.district;
  // What the address says after its district (the lot number), then the room's own detail.
  const rest = d && r.address.startsWith(d.fullName) ? r.address.slice(d.fullName.length) : '';
  const detail = [rest.trim(), r.detailAddress.trim()].filter(Boolean).join(' ');
  return {
    ...newRoomValues(position),
    roomType: r.roomType,
    sellingType: r.sellingType,
    deposit: r.sellingType === 'SALE' ? '' : String(r.deposit),
    price: r.sellingType === 'LEASE' ? '' : String(r.price),
    areaM2: String(r.areaM2),
    ...floorOfText(r.floor),
    sido: d?.sido ?? '',
    sigungu: d?.sigungu ?? '',
    dong: d ? [d.eupmyeondong, d.ri].filter(Boolean).join(' ') : '',
    bjdCode: d?.code ?? '',
    detailAddress: detail.slice(0, DETAIL_ADDRESS_MAX),
  };
}
