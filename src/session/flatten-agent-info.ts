import type { Schema } from '@/api/types';
import { sessionDefaults, type SessionRecord } from '@/generated/config/session-record';
import { coerceSessionValue, flattenSessionRecord } from '@domain/session-record';
import { contactMethodCodes, normalizeContactMethods } from './contact-methods';

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

/** Flattens the agent/info result into the session record (A-08, @domain/session-record). */
export function flattenAgentInfo(result: Schema<'AgentInfo'> | Obj): Session {
  const src = result as Obj;
  return {
    ...initialSession,
    ...flattenSessionRecord(src, sessionDefaults, contactMethodCodes()),
    gongsilCenter: isObj(src.gongsilCenter) ? src.gongsilCenter : null,
    chat: isObj(src.chat) ? src.chat : null,
    receptionist: isObj(src.receptionist) ? (src.receptionist as Session['receptionist']) : null,
  };
}

/** Merges known session fields of a response (report answer, contact edit) into the session. */
export function pickSessionFields(result: unknown): Partial<Session> {
  if (!isObj(result)) return {};
  const out: Obj = {};
  for (const key of Object.keys(sessionDefaults) as (keyof SessionRecord)[])
    if (key in result && result[key] !== undefined)
      out[key] = coerceSessionValue(sessionDefaults[key], result[key]);
  if ('contactMethodTypes' in result || 'contactMethods' in result) {
    const m = normalizeContactMethods(
      (result.contactMethodTypes ?? result.contactMethods) as unknown[],
    );
    Object.assign(out, m);
  }
  return out as Partial<Session>;
}
