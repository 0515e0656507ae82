// One config per request: the first rule of a request that needs config resolves the active
// version, and every later rule of the same request gets the same one, even if a publish lands
// meanwhile. Requests that need no config never query for it.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { ActiveConfig } from './active-config.ts';
import { activeConfig } from './versions.ts';

const perRequest = new WeakMap<FastifyRequest, Promise<ActiveConfig>>();

export function requestConfig(req: FastifyRequest, db: Db): Promise<ActiveConfig> {
  let config = perRequest.get(req);
  if (!config) {
    config = activeConfig(db);
    perRequest.set(req, config);
  }
  return config;
}
