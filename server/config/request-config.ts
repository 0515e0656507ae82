// One config per request: the first rule of a request that needs config resolves it, and every
// later rule of the same request gets the same one, even if a publish lands meanwhile. Requests
// that need no config never query for it. While a rollout is live, a signed-in office in its
// segment gets the rollout's config and everyone else the active version (rollout-segment.ts),
// so the prices a broker sees are the prices the order is checked with.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { lookupSession, SESSION_COOKIE } from '../lib/session.ts';
import { builtInConfig, type ActiveConfig } from './active-config.ts';
import { inSegment } from './rollout-segment.ts';
import { rolloutConfig, rolloutOf } from './rollouts.ts';
import { ACTIVE_ROLLOUT_SQL, ACTIVE_VERSION_SQL, configOfVersion } from './versions.ts';

export { ACTIVE_ROLLOUT_SQL, ACTIVE_VERSION_SQL };

const perRequest = new WeakMap<FastifyRequest, Promise<ActiveConfig>>();

/** The signed-in office and user a config is resolved for. */
export interface Office {
  agentId: number;
  userId: number;
}

/** What is live: the active version and the live rollout (null: none). */
export interface LiveState {
  version: number;
  rollout: number | null;
}

/** The config `who` gets while `live` is what is live. */
export async function configFor(
  db: Db,
  live: LiveState,
  who: () => Promise<Office | null>,
): Promise<ActiveConfig> {
  const active = (await configOfVersion(db.query, live.version)) ?? builtInConfig();
  if (live.rollout === null) return active;
  const office = await who();
  const rollout = office && (await rolloutOf(db.query, live.rollout));
  if (!office || !rollout) return active;
  if (!(await inSegment(db.query, rollout.id, rollout, office, active))) return active;
  return rolloutConfig(db.query, rollout, active);
}

/**
 * The request's signed-in office: the role gate's caller, or the session cookie's. Staff are no
 * office: the studio reads the active version (its preview asks for an office's config).
 */
async function officeOf(req: FastifyRequest, db: Db): Promise<Office | null> {
  const c = req.caller ?? (await lookupSession(db, req.cookies?.[SESSION_COOKIE]));
  return c && c.role !== 'staff' ? { agentId: c.agentId, userId: c.userId } : null;
}

export function requestConfig(req: FastifyRequest, db: Db): Promise<ActiveConfig> {
  let config = perRequest.get(req);
  if (!config) {
    config = db
      .query<LiveState>(
        `SELECT coalesce(${ACTIVE_VERSION_SQL}, 0) AS version, ${ACTIVE_ROLLOUT_SQL} AS rollout`,
      )
      .then(([live]) =>
        configFor(db, live ?? { version: 0, rollout: null }, () => officeOf(req, db)),
      );
    perRequest.set(req, config);
  }
  return config;
}

/**
 * The request's config when a statement it ran already read what is live (ACTIVE_VERSION_SQL,
 * ACTIVE_ROLLOUT_SQL) and who is signed in (the CTE `me`): a hot read stays one round trip, and
 * the version is only loaded when this process has not resolved it yet.
 */
export function requestConfigAt(
  req: FastifyRequest,
  db: Db,
  live: LiveState,
  office: Office & { staff: boolean },
): Promise<ActiveConfig> {
  let config = perRequest.get(req);
  if (!config) {
    config = configFor(db, live, () => Promise.resolve(office.staff ? null : office));
    perRequest.set(req, config);
  }
  return config;
}
