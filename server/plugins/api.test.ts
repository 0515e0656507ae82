// An operation of spec/openapi.yaml without a handler stops the server's start, naming the
// operation (issue 28, item 4), instead of answering 500 when it is called.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/index.ts';
import { sandboxPayments } from '../lib/payments.ts';
import { outboxSms } from '../lib/sms.ts';
import { loadSpec } from '../lib/spec.ts';
import { createHub } from '../notifications/hub.ts';
import type { PhotoStore } from '../rooms/photo-store.ts';
import { apiPlugin } from './api.ts';
import { validationPlugin } from './validation.ts';

/** The portal's spec with two more operations that no handler implements. */
function specWithGhosts(): Record<string, unknown> {
  const spec = loadSpec() as { paths: Record<string, Record<string, unknown>> };
  const op = (operationId: string) => ({
    operationId,
    'x-roles': ['guest'],
    security: [],
    responses: { '200': { description: 'ok' } },
  });
  spec.paths['/ghost'] = { get: op('getGhost') };
  spec.paths['/ghost/{id}'] = {
    delete: {
      ...op('deleteGhost'),
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    },
  };
  return spec;
}

describe('the API plugin', () => {
  it('refuses to start while an operation of the spec has no handler, naming each', async () => {
    const app = Fastify();
    await app.register(validationPlugin);
    const started = app.register(apiPlugin, {
      db: {} as Db,
      sms: outboxSms(() => {}),
      payments: sandboxPayments({ log: () => {} }),
      photos: {} as PhotoStore,
      photoQuotaBytes: 1,
      hub: createHub(),
      spec: specWithGhosts(),
    });
    await expect(started).rejects.toThrow(
      /getGhost \(GET \/ghost\).*deleteGhost \(DELETE \/ghost\/\{id\}\)/s,
    );
    await app.close().catch(() => {});
  });
});
