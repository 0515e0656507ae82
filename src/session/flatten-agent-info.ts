import type { Schema } from '@/api/types';
import { sessionDefaults, type SessionRecord } from '@/generated/config/session-record';
import { normalizeContactMethods } from './contact-methods';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

export interface SessionExtras {
  gongsilCenter: Obj | null;
  chat: Obj | null;
  receptionist: { name?: string; phone?: string; message?: string } | null;
}

export type Session = SessionRecord & SessionExtras;

export const initialSession: Session = {
  ...sessionDefaults,
  gongsilCenter: null,
  chat: null,
  receptionist: null,
};

const GROUPS = ['agent', 'user', 'item', 'sign', 'gongsilCenter', 'chat', 'receptionist'] as const;

/** Same-email check, trimmed and case-insensitive, both non-empty. */
export function computeIsMaster(agentEmail: unknown, userEmail: unknown): boolean {
  if (typeof agentEmail !== 'string' || typeof userEmail !== 'string') return false;
  const a = agentEmail.trim().toLowerCase();
  return a !== '' && a === userEmail.trim().toLowerCase();
}

/** Coerces a raw value to the declared session type; null/undefined fall back to the default. */
function coerce(key: keyof SessionRecord, value: unknown): unknown {
  const def = sessionDefaults[key];
  if (value === undefined || value === null) return def;
  if (typeof def === 'boolean') return value === true || value === 'true' || value === 1;
  if (typeof def === 'number') return Number.isFinite(Number(value)) ? Number(value) : def;
  if (typeof def === 'string') return String(value);
  if (Array.isArray(def)) return Array.isArray(value) ? value : def;
  return codeValue(value);
}

/**
 * The fields declared `dyn` are codes (userRoleType, position) that some servers send as
 * strings: a whole-number string becomes the number ("2" → 2) so conditions such as
 * `userRoleType != 2` hold for both; '' (no role chosen yet) and other values stay as they are.
 */
function codeValue(value: unknown): unknown {
  return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
}

/**
 * Flattens the agent/info result into the session record: top level first, then the
 * groups (an earlier defined value wins), explicit owner/confirm/sign renames, defaults for the rest.
 */
export function flattenAgentInfo(result: Schema<'AgentInfo'> | Obj): Session {
  const src = result as Obj;
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

  const session = { ...initialSession } as Obj;
  for (const key of Object.keys(sessionDefaults) as (keyof SessionRecord)[])
    session[key] = coerce(key, flat[key]);

  const methods = normalizeContactMethods(
    (flat.contactMethodTypes as unknown[] | undefined)?.length
      ? (flat.contactMethodTypes as unknown[])
      : (flat.contactMethods as unknown[]),
  );
  session.contactMethods = methods.contactMethods;
  session.contactMethodTypes = methods.contactMethodTypes;
  const contacts = Array.isArray(flat.agentContacts)
    ? flat.agentContacts
    : Array.isArray(flat.agentSubUsers)
      ? flat.agentSubUsers
      : [];
  session.agentContacts = contacts.filter((c) => isObj(c) && c.id !== undefined && c.id !== null);
  session.isMaster = computeIsMaster(session.agentEmail, session.userEmail);
  session.gongsilCenter = isObj(src.gongsilCenter) ? src.gongsilCenter : null;
  session.chat = isObj(src.chat) ? src.chat : null;
  session.receptionist = isObj(src.receptionist)
    ? (src.receptionist as Session['receptionist'])
    : null;
  return session as unknown as Session;
}

/** Merges known session fields of a response (report answer, contact edit) into the session. */
export function pickSessionFields(result: unknown): Partial<Session> {
  if (!isObj(result)) return {};
  const out: Obj = {};
  for (const key of Object.keys(sessionDefaults) as (keyof SessionRecord)[])
    if (key in result && result[key] !== undefined) out[key] = coerce(key, result[key]);
  if ('contactMethodTypes' in result || 'contactMethods' in result) {
    const m = normalizeContactMethods(
      (result.contactMethodTypes ?? result.contactMethods) as unknown[],
    );
    Object.assign(out, m);
  }
  return out as Partial<Session>;
}
