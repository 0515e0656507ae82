import { z } from 'zod';
import { requestBodySchemas } from '@/api/request-schemas';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { koreanErrors } from '@/lib/korean-errors';

const body = requestBodySchemas.postAgentStaff;

/** The invitation form posts the spec's body; the position comes from a select as text (the
 * form's fields hold strings) and is posted as its number. */
export const staffInviteSchema = body.extend({
  email: body.shape.email.pipe(z.email()),
  position: z.string().min(1),
});

export type StaffInviteValues = z.infer<typeof staffInviteSchema>;

export const toInviteBody = (v: StaffInviteValues) => ({
  ...v,
  position: body.shape.position.parse(Number(v.position)),
});

export const staffInviteErrors = koreanErrors(() => {
  const t = readConfig(messages.pages.account).subUser.inviteErrors;
  return {
    name: { required: t.name, format: t.name },
    email: { required: t.email, format: t.email },
    phone: { required: t.phone, format: t.phone },
    position: { required: t.position },
  };
});
