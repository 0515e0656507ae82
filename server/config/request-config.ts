// One config per request: the first rule of a request that needs config resolves the active
// version, and every later rule of the same request gets the same one, even if a publish lands
// meanwhile. Requests that need no config never query for it.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { builtInConfig, type ActiveConfig } from './active-config.ts';
import { activeConfig, configOfVersion } from './versions.ts';

const perRequest = new WeakMap<FastifyRequest, Promise<ActiveConfig>>();

export function requestConfig(req: FastifyRequest, db: Db): Promise<ActiveConfig> {
  let config = perRequest.get(req);
  if (!config) {
    config = activeConfig(db);
    perRequest.set(req, config);
  }
  return config;
}

/** The active version's number as a column of a statement the request runs anyway. */
export const ACTIVE_VERSION_SQL = '(SELECT version FROM config_active)';

/**
 * The request's config when a statement it ran already read the active version's number
 * (ACTIVE_VERSION_SQL): a hot read stays one round trip, and the version is only loaded when
 * this process has not resolved it yet.
 */
export function requestConfigAt(
  req: FastifyRequest,
  db: Db,
  version: number,
): Promise<ActiveConfig> {
  let config = perRequest.get(req);
  if (!config) {
    config = configOfVersion(db.query, version).then((c) => c ?? builtInConfig());
    perRequest.set(req, config);
  }
  return config;
}
