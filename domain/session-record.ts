// The flat session record built from the grouped agent/info answer: the SPA keeps it as
// its session, and the server evaluates config conditions over it when it decides which offices
// a rollout reaches (server/config/rollout-segment.ts). The field defaults and the contact-code
// table are passed in (spec/config/session-fields.json, ui.json `contact.codes`).
import { contactLists, type ContactCodes } from './contact-methods.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

const GROUPS = ['agent', 'user', 'item', 'sign', 'gongsilCenter', 'chat', 'receptionist'] as const;

/** Same-email check, trimmed and case-insensitive, both non-empty. */
export function computeIsMaster(agentEmail: unknown, userEmail: unknown): boolean {
  if (typeof agentEmail !== 'string' || typeof userEmail !== 'string') return false;
  const a = agentEmail.trim().toLowerCase();
  return a !== '' && a === userEmail.trim().toLowerCase();
}

/**
 * The fields declared `dyn` are codes (userRoleType, position) that some servers send as
 * strings: a whole-number string becomes the number ("2" → 2) so conditions such as
 * `userRoleType != 2` hold for both; '' (no role chosen yet) and other values stay as they are.
 */
function codeValue(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
}

/** Coerces a raw value to the declared session type; null/undefined fall back to the default. */
export function coerceSessionValue(def: unknown, value: unknown): unknown {
  if (value === undefined || value === null) return def;
  if (typeof def === 'boolean') return value === true || value === 'true' || value === 1;
  if (typeof def === 'number') return Number.isFinite(Number(value)) ? Number(value) : def;
  if (typeof def === 'string') return String(value);
  if (Array.isArray(def)) return Array.isArray(value) ? value : def;
  return codeValue(value);
}

/**
 * Flattens the agent/info result into the session record's fields: top level first, then the
 * groups (an earlier defined value wins), explicit owner/confirm/sign renames, defaults for the
 * rest; contact methods as both lists, and isMaster from the two emails.
 */
export function flattenSessionRecord<R extends object>(
  result: unknown,
  defaults: R,
  codes: ContactCodes,
): R {
  const src = isObj(result) ? result : {};
  const flat: Obj = {};
  const take = (key: string, value: unknown) => {
    if (flat[key] === undefined && value !== undefined) flat[key] = value;
  };
  for (const [k, v] of Object.entries(src)) if (!isObj(v)) take(k, v);
  for (const g of GROUPS)
    if (isObj(src[g])) for (const [k, v] of Object.entries(src[g])) take(k, v);

  const owner = isObj(src.owner) ? src.owner : {};
  take('useOwnerCount', owner.useCount);
  take('maxOwnerCount', owner.maxCount);
  take('usePickCount', owner.usePickCount);
  take('isOwnerTerms', owner.isOwnerTerms);
  take('addressSigungu', owner.addressSigungu);
  const confirm = isObj(src.confirm) ? src.confirm : {};
  take('useConfirmCount', confirm.useCount);
  const sign = isObj(src.sign) ? src.sign : {};
  take('agentSignStatus', sign.status ?? sign.signStatus);

  const record: Obj = {};
  for (const key of Object.keys(defaults))
    record[key] = coerceSessionValue((defaults as Obj)[key], flat[key]);

  const methods = contactLists(
    codes,
    (flat.contactMethodTypes as unknown[] | undefined)?.length
      ? (flat.contactMethodTypes as unknown[])
      : (flat.contactMethods as unknown[]),
  );
  record.contactMethods = methods.contactMethods;
  record.contactMethodTypes = methods.contactMethodTypes;
  const contacts = Array.isArray(flat.agentContacts)
    ? flat.agentContacts
    : Array.isArray(flat.agentSubUsers)
      ? flat.agentSubUsers
      : [];
  record.agentContacts = contacts.filter((c) => isObj(c) && c.id !== undefined && c.id !== null);
  record.isMaster = computeIsMaster(record.agentEmail, record.userEmail);
  return record as R;
}
