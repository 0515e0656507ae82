import { useQuery } from '@tanstack/react-query';
import { flattenAgentInfo, type Session } from '@/session';
import { studioAccountSessionQueryOptions } from '../api/get-studio-account-session';

/**
 * The session record a broker account gets at login (its agent/info answer flattened the same
 * way the app flattens it, signed in), to evaluate draft conditions as that broker; `info` is the
 * answer itself, which the preview frame flattens with the app's own code.
 */
export function useAccountSession(userId: number | null) {
  const q = useQuery({
    ...studioAccountSessionQueryOptions(userId ?? 0),
    enabled: userId !== null,
  });
  const session: Session | null = q.data
    ? { ...flattenAgentInfo(q.data.info), isAuth: true, isLoading: false }
    : null;
  return {
    session,
    info: q.data?.info ?? null,
    account: q.data?.account ?? null,
    /** The live rollout and whether this account's office is in its segment. */
    rollout: q.data?.rollout ?? null,
    error: q.error,
    isLoading: q.isLoading,
  };
}
