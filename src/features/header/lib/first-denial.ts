import { messages } from '@/generated/config/messages';
import type { SessionRecord } from '@/generated/config/session-record';
import { holds } from '@/lib/conditions';
import { readConfig } from '@/lib/config';

export interface MenuCheck {
  readonly deny: string;
  readonly message: string;
}

/** The alert text of the first check whose `deny` condition holds, in order; null lets the click through. */
export function firstDenial(
  checks: readonly MenuCheck[] | undefined,
  session: SessionRecord,
): string | null {
  for (const check of checks ?? []) {
    if (holds(check.deny, session))
      return (
        (readConfig(messages.guards) as Record<string, string>)[check.message] ?? check.message
      );
  }
  return null;
}
