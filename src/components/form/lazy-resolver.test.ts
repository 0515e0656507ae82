import type { Resolver, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

type Values = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<Resolver<Values>>[2];
const real: Resolver<Values> = async (values): Promise<ResolverResult<Values>> => {
  if (values.email) return { values, errors: {} };
  return { values: {}, errors: { email: { type: 'required', message: '이메일을 입력해주세요.' } } };
};

describe('lazyResolver', () => {
  it('loads the resolver at the first validation only, then answers as it does', async () => {
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();
    const empty = await resolver({ email: '' }, undefined, options);
    expect(empty.errors.email?.message).toBe('이메일을 입력해주세요.');
    expect(await resolver({ email: 'a@b.kr' }, undefined, options)).toEqual({
      values: { email: 'a@b.kr' },
      errors: {},
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again after a failed one (a chunk that did not arrive)', async () => {
    const load = vi
      .fn<() => Promise<Resolver<Values>>>()
      .mockRejectedValueOnce(new Error('network'))
      .mockResolvedValue(real);
    const resolver = lazyResolver(load);
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('network');
    expect((await resolver({ email: 'a@b.kr' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('preload() starts the one load ahead of the first validation, which then reuses it', async () => {
    const load = vi.fn(async () => real);
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    expect((await resolver({ email: 'a@b.kr' }, undefined, options)).errors).toEqual({});
    expect(load).toHaveBeenCalledTimes(1);
  });
});
