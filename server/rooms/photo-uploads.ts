// Multipart support for the one upload operation. The spec describes its multipart body for
// readers and clients; the handler reads and checks the stream itself (size, count, content),
// so Fastify's JSON-schema body validation is taken off that route.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { UPLOAD_READ_LIMIT } from './photo-encode.ts';

export const PHOTO_UPLOAD_PATH = '/room/photos';

export const photoUploads = fp(
  async (app: FastifyInstance, opts: { prefix: string }) => {
    await app.register(multipart, {
      limits: { fileSize: UPLOAD_READ_LIMIT, files: 1, fields: 2, parts: 3, headerPairs: 50 },
    });
    app.addHook('onRoute', (route) => {
      if (route.method === 'POST' && route.url === `${opts.prefix}${PHOTO_UPLOAD_PATH}`)
        delete (route.schema as { body?: unknown } | undefined)?.body;
    });
  },
  { name: 'photo-uploads' },
);
