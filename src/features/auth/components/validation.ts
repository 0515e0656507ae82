import { z } from 'zod';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';

const v = messages.pages.validation;

/** Field rules shared by the guest forms; limits follow spec/openapi.yaml. */
export const emailField = z
  .string()
  .trim()
  .min(1, v.emailRequired)
  .max(200, fmt(v.tooLong, { n: 200 }))
  .pipe(z.email(v.emailInvalid));

export const phoneField = z
  .string()
  .trim()
  .regex(/^[0-9-]{9,14}$/, v.phoneInvalid);

export const requiredText = (message: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, message)
    .max(max, fmt(v.tooLong, { n: max }));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, fmt(v.tooLong, { n: max }));
