import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { requestBodySchemas as body } from '@/api/request-schemas';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { koreanErrors } from '@/lib/korean-errors';

// The guest forms validate with the request-body schemas generated from spec/openapi.yaml
// (the server's own rules); only what a form adds on top is written here.

// The spec bounds the email's length only; the forms also check its shape before posting.
export const loginSchema = body.postLogin.extend({
  email: body.postLogin.shape.email.pipe(z.email()),
});
export const findPasswordSchema = body.postFindPassword.extend({
  email: body.postFindPassword.shape.email.pipe(z.email()),
});
// Read when a value fails, so the words are the active version's at that moment.
const resetText = () => readConfig(messages.pages.findPassword);
/** The reset step: the code and the new password twice (the email comes from step 1). */
export const passwordResetSchema = body.postPasswordReset
  .omit({ email: true })
  .extend({
    newPassword: body.postPasswordReset.shape.newPassword
      .regex(/[A-Za-z]/, { error: () => resetText().nextPattern })
      .regex(/[0-9]/, { error: () => resetText().nextPattern }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: () => resetText().mismatch,
  });
const passwordResetErrors = koreanErrors(() => {
  const t = resetText();
  return {
    code: { required: t.codeFormat, format: t.codeFormat },
    newPassword: { required: t.nextMin, tooShort: t.nextMin },
    confirmPassword: { required: t.mismatch },
  };
});
/** A staff invitation: the invitee's email, the texted code and a password twice, by the
 * same rules as a reset. */
export const staffInviteSchema = body.postStaffInviteAccept
  .extend({
    email: body.postStaffInviteAccept.shape.email.pipe(z.email()),
    newPassword: body.postStaffInviteAccept.shape.newPassword
      .regex(/[A-Za-z]/, { error: () => resetText().nextPattern })
      .regex(/[0-9]/, { error: () => resetText().nextPattern }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: () => resetText().mismatch,
  });
const staffInviteErrors = koreanErrors(() => {
  const t = resetText();
  const v = readConfig(messages.pages.validation);
  return {
    email: { required: v.emailRequired, format: v.emailInvalid },
    code: { required: t.codeFormat, format: t.codeFormat },
    newPassword: { required: t.nextMin, tooShort: t.nextMin },
    confirmPassword: { required: t.mismatch },
  };
});
/** The consent checkbox starts unchecked; the body schemas accept only `true`. */
const privacyConsent = { agreePrivacy: z.boolean().refine((agreed) => agreed) };
export const consultSchema = body.postConsultRequest.extend(privacyConsent);
export const joinConsultSchema = body.postJoinConsult.extend(privacyConsent);

/** Korean messages for every guest-form field. */
export const guestFormErrors = koreanErrors(() => {
  const validationText = readConfig(messages.pages.validation);
  return {
    email: { required: validationText.emailRequired, format: validationText.emailInvalid },
    password: { required: validationText.passwordRequired },
    phone: { required: validationText.phoneInvalid, format: validationText.phoneInvalid },
    name: { required: validationText.nameRequired },
    officeName: { required: validationText.officeNameRequired },
    region: { required: validationText.regionRequired },
    message: { required: validationText.messageRequired },
    consultType: { required: validationText.consultTypeRequired },
    agreePrivacy: { required: validationText.privacyRequired },
  };
});

/**
 * The guest forms' resolvers. The screens load this module at a form's first validation
 * (lazyResolver), so zod stays out of the guest pages' first load.
 */
export const guestResolvers = {
  login: zodResolver(loginSchema, { error: guestFormErrors }),
  findPassword: zodResolver(findPasswordSchema, { error: guestFormErrors }),
  passwordReset: zodResolver(passwordResetSchema, { error: passwordResetErrors }),
  staffInvite: zodResolver(staffInviteSchema, { error: staffInviteErrors }),
  consult: zodResolver(consultSchema, { error: guestFormErrors }),
  joinConsult: zodResolver(joinConsultSchema, { error: guestFormErrors }),
};
