import { describe, expectTypeOf, it } from 'vitest';
import type { RequestBody } from './types';

describe('RequestBody', () => {
  it('is the JSON body the spec defines (checked by tsc in CI)', () => {
    expectTypeOf<RequestBody<'postLogin'>>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<RequestBody<'postSetRole2'>>().not.toBeNever();
  });
});
