// Handler of tag "config": the active config, public and cacheable by ETag (a version's files
// never change, so the tag is the version plus the schema hash the server accepted it under).
import { schemaHash } from '../config/files.ts';
import { activeConfig } from '../config/store.ts';
import { ok, type Ctx, type Handlers } from '../lib/http.ts';

export function configHandlers({ db }: Ctx): Handlers {
  return {
    async getConfig(req, reply) {
      const config = await activeConfig(db);
      const etag = `"cfg-${config.version}-${schemaHash()}"`;
      reply.header('etag', etag).header('cache-control', 'public, no-cache');
      if (req.headers['if-none-match'] === etag) {
        reply.code(304);
        return reply.send();
      }
      return ok(config);
    },
  };
}
