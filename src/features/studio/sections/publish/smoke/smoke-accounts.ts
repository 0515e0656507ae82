import { getStudioAccountSession } from '../../preview/api/get-studio-account-session';
import { getStudioAccounts } from '../../preview/api/get-studio-accounts';

/**
 * The accounts whose screens the check renders: between them they reach every broker screen a
 * draft changes (demo data, server/db/seed): a master (menus for masters, the purchase page), a
 * sub-user and an assistant (the menus and popups for other roles), and an account whose popup
 * chain shows popups.
 */
export const SMOKE_ACCOUNTS = [
  'master@demo.kr',
  'sub@demo.kr',
  'role2@demo.kr',
  'chain@demo.kr',
] as const;

/** The account's agent/info record, or null when no broker account has this email. */
export async function smokeAccountInfo(
  email: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown> | null> {
  const { items } = await getStudioAccounts(email, signal);
  const account = items.find((a) => a.email === email);
  if (!account) return null;
  const { info } = await getStudioAccountSession(account.userId, signal);
  return info as Record<string, unknown>;
}
