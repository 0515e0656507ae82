// Handler of tag "config": the active version for the SPA, public and cacheable by ETag. It sends
// only what the version changes over the build's defaults (the SPA carries the defaults), plus
// the trees of the conditions it adds. The tag is the version plus the build's config hash: a
// version's overlay never changes, but a new build may resolve it differently.
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
      const etag = `"cfg-${config.version}-${buildHash()}"`;
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (req.headers['if-none-match'] === etag) {
        reply.code(304);
        return reply.send();
      }
      return ok({
        version: config.version,
        overlay: config.overlay as Record<string, OverlayOp[]>,
        conditions: config.conditions as Record<string, CondAst>,
      });
    },
  };
}
