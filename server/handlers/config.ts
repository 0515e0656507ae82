// Handler of tag "config": the config the caller gets, for the SPA, cacheable by ETag. It sends
// only what the version changes over the build's defaults (the SPA carries the defaults), plus
// the trees of the conditions it adds. While a rollout is live, an office in its segment gets the
// rollout's config (server/config/request-config.ts), so the answer depends on the session: it
// is private, and the tag names the rollout. The tag is the version (and rollout) plus the
// build's config hash: a version's overlay never changes, but a new build may resolve it
// differently.
import { createHash } from 'node:crypto';
import type { CondAst } from '../../config/conditions/condition-ast.ts';
import { builtInFiles, CONFIG_SCHEMAS } from '../../config/files.ts';
import type { OverlayOp } from '../../config/overlay.ts';
import { requestConfig } from '../config/request-config.ts';
import { ok, type Ctx, type Handlers } from '../lib/http.ts';

let hash: string | undefined;
const buildHash = () =>
  (hash ??= createHash('sha256')
    .update(JSON.stringify([builtInFiles(), CONFIG_SCHEMAS]))
    .digest('hex')
    .slice(0, 16));

export function configHandlers({ db }: Ctx): Handlers {
  return {
    async getConfig(req, reply) {
      const config = await requestConfig(req, db);
      const rollout = config.rollout ?? null;
      const etag = `"cfg-${config.version}${rollout === null ? '' : `-r${rollout}`}-${buildHash()}"`;
      reply
        .header('etag', etag)
        .header('cache-control', 'private, no-cache')
        .header('vary', 'Cookie');
      if (req.headers['if-none-match'] === etag) {
        reply.code(304);
        return reply.send();
      }
      return ok({
        version: config.version,
        overlay: config.overlay as Record<string, OverlayOp[]>,
        conditions: config.conditions as Record<string, CondAst>,
        rollout,
      });
    },
  };
}
