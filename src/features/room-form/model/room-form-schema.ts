import { z } from 'zod';
import { LISTING_TAG_TYPES } from '@/components/form/listing-tags';
import { messages } from '@/generated/config/messages';
import { productsConfig } from '@/generated/config/products';
import { fmt } from '@/lib/format-message';
import { POSITION_LISTS } from '@/lib/positions';

export const ROOM_TYPES = ['ONE_ROOM', 'TWO_ROOM', 'OFFICETEL', 'APARTMENT'] as const;
export const DEAL_TYPES = ['MONTHLY', 'LEASE', 'SALE'] as const;
export const DESCRIPTION_MAX = 1000;
export const DESCRIPTION_MAX_LINES = 20;
export const AMOUNT_MAX_LENGTH = 7;
export const AREA_MAX = 9999.99;
export const FLOOR_MAX_LENGTH = 3;

const M = messages.form;
const required = (msg: string = M.errRequired) => z.string().trim().min(1, msg);

/** Square metres to 평 (products.json areaFactor 3.3058), 2 decimals; '' when not a number. */
export function toPyeong(m2: string): string {
  const n = Number(m2);
  if (m2 === '' || !Number.isFinite(n) || n <= 0) return '';
  return String(Math.round((n / productsConfig.areaFactor) * 100) / 100);
}

export const roomFormSchema = z
  .object({
    roomType: z.enum(ROOM_TYPES, { error: M.errSelect }).or(z.literal('')),
    dealType: z.enum(DEAL_TYPES, { error: M.errSelect }).or(z.literal('')),
    deposit: z.string(),
    monthlyRent: z.string(),
    salePrice: z.string(),
    area: required(),
    floor: required(),
    moveInDate: z.string().min(1, M.errDate),
    tag: z.enum(LISTING_TAG_TYPES).or(z.literal('')),
    description: z
      .string()
      .trim()
      .min(1, M.room.errDescriptionRequired)
      .max(DESCRIPTION_MAX, fmt(M.errMaxLength, { max: DESCRIPTION_MAX }))
      .refine((v) => v.split('\n').length <= DESCRIPTION_MAX_LINES, {
        message: fmt(M.room.errTooManyLines, { max: DESCRIPTION_MAX_LINES }),
      }),
    position: z.string().min(1, M.errSelect),
  })
  .superRefine((v, ctx) => {
    const need = (
      path: 'roomType' | 'dealType' | 'deposit' | 'monthlyRent' | 'salePrice',
      msg: string,
    ) => ctx.addIssue({ code: 'custom', path: [path], message: msg });
    if (v.roomType === '') need('roomType', M.errSelect);
    if (v.dealType === '') need('dealType', M.errSelect);
    if ((v.dealType === 'MONTHLY' || v.dealType === 'LEASE') && v.deposit === '')
      need('deposit', M.errRequired);
    if (v.dealType === 'MONTHLY' && v.monthlyRent === '') need('monthlyRent', M.errRequired);
    if (v.dealType === 'SALE' && v.salePrice === '') need('salePrice', M.errRequired);
    if (v.area !== '' && !(Number(v.area) > 0))
      ctx.addIssue({ code: 'custom', path: ['area'], message: M.errPositive });
    if (v.area !== '' && Number(v.area) > AREA_MAX)
      ctx.addIssue({ code: 'custom', path: ['area'], message: fmt(M.errMax, { max: AREA_MAX }) });
    if (v.floor !== '' && !(Number(v.floor) >= 1))
      ctx.addIssue({ code: 'custom', path: ['floor'], message: M.room.errFloor });
    if (
      v.position !== '' &&
      !(POSITION_LISTS.register as readonly number[]).includes(Number(v.position))
    )
      ctx.addIssue({ code: 'custom', path: ['position'], message: M.errSelect });
  });

export type RoomFormInput = z.input<typeof roomFormSchema>;
export type RoomFormOutput = z.output<typeof roomFormSchema>;

export const roomFormDefaults: RoomFormInput = {
  roomType: '',
  dealType: '',
  deposit: '',
  monthlyRent: '',
  salePrice: '',
  area: '',
  floor: '',
  moveInDate: '',
  tag: '',
  description: '',
  position: '',
};
