import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { requestBodySchemas } from '@/api/request-schemas';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { koreanErrors } from '@/lib/korean-errors';
import { kstDateKey } from '@domain/business-days';
import { disclosureProblems, type DisclosureProblem } from '@domain/listing-disclosures';
import {
  DESCRIPTION_MAX_LINES,
  hasFloorNumber,
  toRoomBody,
  type RoomFormValues,
} from './room-form-values';

type Body = z.output<typeof requestBodySchemas.postRoom>;

/** Where a disclosure problem shows: at its field (a missing 일반관리비 at its own amount). */
const problemPath = (p: DisclosureProblem): string[] =>
  p.rule === 'breakdownGeneral' ? ['maintenanceBreakdown', 'GENERAL'] : [p.field];

/** What the spec cannot say: the amounts a deal type needs, a floor above the building, lines. */
function roomRules(b: Body, ctx: z.RefinementCtx) {
  const F = readConfig(messages.form);
  const R = F.room;

  const issue = (path: keyof Body, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (b.sellingType === 'MONTHLY' && b.price < 1) issue('price', R.errMonthlyRent);
  if (b.sellingType === 'LEASE' && b.deposit < 1) issue('deposit', R.errLeaseDeposit);
  if (b.sellingType === 'SALE' && b.price < 1) issue('price', R.errSalePrice);
  // 지상 and 지하 need their floor (the API leaves it out only for 반지하 and 옥탑).
  if (hasFloorNumber(b.floorKind ?? 'GROUND') && b.floor == null) issue('floor', F.errRequired);
  if (b.floorKind === 'GROUND' && b.floor != null && b.floor > b.totalFloors)
    issue('floor', R.errFloorAbove);
  if (b.description.split('\n').length > DESCRIPTION_MAX_LINES)
    issue('description', fmt(R.errTooManyLines, { max: DESCRIPTION_MAX_LINES }));
}

/** The ad disclosures the listing's type requires (issue 26 #1), by the rule the server applies. */
function disclosureRules(b: Body, ctx: z.RefinementCtx) {
  const R = readConfig(messages.form).room;
  for (const p of disclosureProblems(b, kstDateKey(new Date())))
    ctx.addIssue({
      code: 'custom',
      path: problemPath(p),
      message: p.rule === 'missing' ? R.disclosureErrors[p.field] : R.disclosureRules[p.rule],
    });
}

/** The spec's request-body schema over the form values, plus the rules above. */
export const roomFormSchema = z.preprocess(
  (v: RoomFormValues) => toRoomBody(v),
  requestBodySchemas.postRoom.superRefine(roomRules).superRefine(disclosureRules, {
    // Shown with the other fields' errors on the first submit, not after they are fixed.
    when: () => true,
  }),
);

/** Korean messages per field through the portal's one error map. */
export const roomFormErrors = koreanErrors(() => {
  const F = readConfig(messages.form);
  return {
    description: { required: F.room.errDescriptionRequired },
    moveInDate: { required: F.errDate, format: F.errDate },
    roomType: { required: F.errSelect },
    sellingType: { required: F.errSelect },
    position: { required: F.errSelect },
    sido: { required: F.errSelect },
  };
});

/**
 * The form's resolver: the values checked through the request-body schema but handed back as typed
 * (raw), so the fields keep their text; the body is derived once on submit.
 */
export const roomFormResolver = zodResolver(
  roomFormSchema,
  { error: roomFormErrors },
  { raw: true },
);
