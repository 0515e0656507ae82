import type { messages } from '@/generated/config/messages';
import { formatDate } from '@/lib/format-date';
import { fmt, formatNumber } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import type { AdListing } from './ad-listing';
import { floorText } from './floor-text';
import { toPyeong } from './pyeong';

type RoomsText = typeof messages.pages.rooms;

/** A fact's value, or null when the listing does not say it yet (the preview marks it). */
type Fact = [label: string, value: string | null];

const has = <T>(v: T | null | undefined): v is T => v !== undefined && v !== null && v !== '';

function areaText(ad: AdListing, a: RoomsText['ad']): string | null {
  if (!has(ad.areaM2)) return null;
  const exclusive = fmt(a.areaValue, { m2: ad.areaM2, py: toPyeong(ad.areaM2) });
  return has(ad.supplyAreaM2)
    ? `${exclusive} · ${fmt(a.supplyValue, { m2: ad.supplyAreaM2, py: toPyeong(ad.supplyAreaM2) })}`
    : exclusive;
}

function feeText(ad: AdListing, t: RoomsText): string | null {
  const a = t.ad;
  if (!has(ad.maintenanceFee)) return null;
  if (ad.maintenanceFee === 0) return a.feeNone;
  const amount = fmt(a.feeValue, { amount: formatNumber(ad.maintenanceFee) });
  const items = (ad.maintenanceIncludes ?? []).map((i) => t.feeItems[i]);
  const includes = items.length
    ? fmt(a.feeIncludes, { items: items.join(', ') })
    : a.feeIncludesNone;
  return `${amount} (${includes})`;
}

function moveInText(ad: AdListing, t: RoomsText): string | null {
  if (!has(ad.moveInType)) return null;
  if (ad.moveInType !== 'DATE') return t.moveInTypes[ad.moveInType];
  return has(ad.moveInDate) ? formatDate(ad.moveInDate) : null;
}

/** The deal and its amounts ('월세 1,000/50만원'), or null while they are not given. */
export function dealText(ad: AdListing): string | null {
  const given = ad.sellingType === 'LEASE' ? has(ad.deposit) : has(ad.price);
  return has(ad.sellingType) && given
    ? formatDeal({ type: ad.sellingType, deposit: ad.deposit, price: ad.price })
    : null;
}

/** The listing's facts in the order the ad lists them (the disclosures a customer must see). */
export function listingFacts(ad: AdListing, t: RoomsText): Fact[] {
  const a = t.ad;
  const address = [ad.sido, ad.sigungu, ad.dong, ad.detailAddress].filter(has).join(' ');
  // The building's use, then the room type when it says more (다가구주택 · 원룸; 오피스텔 once).
  const use = has(ad.buildingType) ? t.buildingTypes[ad.buildingType] : null;
  const type = has(ad.roomType) ? t.roomTypes[ad.roomType] : null;
  const kind = use && type ? (use === type ? use : `${use} · ${type}`) : null;
  return [
    [a.location, address || null],
    [a.kind, kind],
    [a.deal, dealText(ad)],
    [a.area, areaText(ad, a)],
    [
      a.floor,
      has(ad.floorKind) && has(ad.totalFloors)
        ? floorText(
            { floorKind: ad.floorKind, floor: ad.floor ?? null, totalFloors: ad.totalFloors },
            t.list,
          )
        : null,
    ],
    [
      a.rooms,
      has(ad.roomCount) && has(ad.bathroomCount)
        ? fmt(a.roomsValue, { rooms: ad.roomCount, baths: ad.bathroomCount })
        : null,
    ],
    [
      a.direction,
      has(ad.direction) && has(ad.directionBasis)
        ? fmt(a.directionValue, {
            direction: t.directions[ad.direction],
            basis: t.directionBases[ad.directionBasis],
          })
        : null,
    ],
    [a.moveIn, moveInText(ad, t)],
    [
      a.approval,
      has(ad.approvalDate) && has(ad.approvalKind)
        ? fmt(a.approvalValue, {
            date: formatDate(ad.approvalDate),
            kind: t.approvalKinds[ad.approvalKind],
          })
        : null,
    ],
    [
      a.parking,
      has(ad.parkingAvailable)
        ? ad.parkingAvailable
          ? fmt(a.parkingYes, { n: formatNumber(ad.parkingSpaces ?? 0) })
          : a.parkingNo
        : null,
    ],
    [a.fee, feeText(ad, t)],
  ];
}

/** The 관리비 item by item (shown from 10만원, when the listing gives the lines). */
export function feeLines(ad: AdListing, t: RoomsText): [label: string, value: string][] {
  return (ad.maintenanceBreakdown ?? []).map((l) => [
    t.feeItems[l.item],
    fmt(t.ad.feeValue, { amount: formatNumber(l.amount) }),
  ]);
}

/** The office and the registrant, as the ad must name them (an assistant as 중개보조원). */
export function officeFacts(ad: AdListing, a: RoomsText['ad'], position: string): Fact[] {
  const o = ad.advertiser;
  return [
    [a.officeName, o.officeName || null],
    [a.officeAddress, o.officeAddress || null],
    [a.registrationNumber, o.registrationNumber || null],
    [a.officePhone, o.officePhone || null],
    [
      a.registrant,
      o.registrantName ? fmt(a.registrantValue, { name: o.registrantName, position }) : null,
    ],
  ];
}
