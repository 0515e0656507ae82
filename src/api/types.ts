import type { components, operations } from '@/generated/api/schema';

/** Aliases that features use instead of importing the raw generated paths. */
export type Schemas = components['schemas'];
export type Schema<N extends keyof Schemas> = Schemas[N];
export type Operation<N extends keyof operations> = operations[N];

/** The JSON request body of an operation, as spec/openapi.yaml defines it. */
export type RequestBody<N extends keyof operations> = operations[N] extends {
  requestBody?: { content: { 'application/json': infer B } };
}
  ? B
  : never;
