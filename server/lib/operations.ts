// Handler types from the generated `operations` (spec/openapi.yaml → src/generated/api/schema):
// a handler's answer must be one of its operation's success bodies, so tsc rejects a response
// that breaks the spec.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { components, operations } from '../../src/generated/api/schema.d.ts';

export type OperationId = keyof operations;

/** A component schema of the spec, e.g. `Schema<'RoomType'>`, for typing database rows. */
export type Schema<N extends keyof components['schemas']> = components['schemas'][N];

type Responses<Op extends OperationId> = operations[Op]['responses'];
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : never;
type SuccessStatus = 200 | 201 | 202 | 204;

/** The JSON body of a success answer of `Op` (a union when the spec has several). */
export type SuccessBody<Op extends OperationId> = {
  [S in keyof Responses<Op>]: S extends SuccessStatus ? JsonBody<Responses<Op>[S]> : never;
}[keyof Responses<Op>];

/** The `result` an operation answers with. */
export type Result<Op extends OperationId> =
  SuccessBody<Op> extends { result: infer R } ? R : never;

/**
 * A success body typed by its operation, for answers built outside a handler map:
 * `answer<'getAgentInfo'>(info)`. Inside `Handlers`, plain `ok(result)` is checked the same way.
 */
export const answer = <Op extends OperationId>(result: Result<Op>) => ({ result });

/**
 * A handler answers with its success body. An answer sent through `reply` (a 304, a file, a
 * redirect) is returned as the reply itself.
 */
export type OperationHandler<Op extends OperationId> = (
  req: FastifyRequest,
  reply: FastifyReply,
) => Promise<
  [SuccessBody<Op>] extends [never] ? FastifyReply | void : SuccessBody<Op> | FastifyReply
>;

/** The service object fastify-openapi-glue resolves operationIds against, typed per operation. */
export type OperationHandlers = { [Op in OperationId]?: OperationHandler<Op> };
