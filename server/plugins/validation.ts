// Request validation against the spec's schemas, the JSON body parser and the one error
// handler that turns every failure into a Korean `{code, msg}` answer.
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, MSG } from '../lib/errors.ts';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce,
    useDefaults: coerce,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

interface HeaderSchema {
  properties?: Record<string, unknown>;
  required?: string[];
  [k: string]: unknown;
}

/** Node lowercases incoming header names; the spec spells them as sent (App-Platform). */
function lowerCaseHeaders(schema: HeaderSchema): HeaderSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    ...schema,
    properties,
    ...(schema.required ? { required: schema.required.map((r) => r.toLowerCase()) } : {}),
  };
}

/** Every failure as `{code, msg}` in Korean; client mistakes are 4xx, never 5xx. */
function sendError(
  err: FastifyError & { code?: unknown },
  req: FastifyRequest,
  reply: FastifyReply,
) {
  if (process.env.DEBUG_API_ERRORS) console.error('[api error]', err.message, err.validation ?? '');
  if (err instanceof ApiError) {
    // Config checks answer with their problems (or conflicts) beside the message.
    return reply.code(err.status).send({ ...err.details, code: err.code, msg: err.message });
  }
  const status = err.statusCode ?? 500;
  if (status === 415) return reply.code(415).send({ code: 415, msg: MSG.mediaType });
  if (
    err.validation ||
    status === 400 ||
    status === 413 ||
    (typeof err.code === 'string' && err.code.startsWith('FST_ERR_CTP'))
  ) {
    return reply.code(400).send({ code: 400, msg: MSG.badRequest });
  }
  if (status === 401) return reply.code(401).send({ code: 401, msg: MSG.login });
  if (status === 429) return reply.code(429).send({ code: 429, msg: MSG.tooMany });
  if (status === 404) return reply.code(404).send({ code: 404, msg: MSG.notFound });
  if (status >= 400 && status < 500)
    return reply.code(status).send({ code: status, msg: MSG.badRequest });
  req.log.error(err);
  return reply.code(500).send({ code: 500, msg: MSG.server });
}

// Bodies: no coercion, nothing removed. Query, path and header params: coerced.
const bodyAjv = makeAjv(false);
const paramAjv = makeAjv(true);
/** Validators by the schema's text: a process that builds several apps (the server tests build
 * one per file) compiles each schema once; compiling all of them cost a quarter of an app's
 * start. A validator keeps no state between calls. */
const validators = new Map<string, ValidateFunction>();

function validatorOf(ajv: Ajv, schema: object): ValidateFunction {
  const key = `${ajv === bodyAjv ? 'body' : 'param'}:${JSON.stringify(schema)}`;
  let v = validators.get(key);
  if (!v) {
    v = ajv.compile(schema);
    validators.set(key, v);
  }
  return v;
}

export const validationPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(({ schema, httpPart }) => {
      if (httpPart === 'body') return validatorOf(bodyAjv, schema);
      if (httpPart === 'headers')
        return validatorOf(paramAjv, lowerCaseHeaders(schema as HeaderSchema));
      return validatorOf(paramAjv, schema);
    });

    // Body parsers: server/lib/input-guard.ts (JSON only).
    app.setErrorHandler(sendError);
  },
  { name: 'validation' },
);
