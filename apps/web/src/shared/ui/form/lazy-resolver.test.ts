import { describe, expect, it, vi } from 'vitest';
import type { Resolver } from 'react-hook-form';
import { lazyResolver } from './lazy-resolver.ts';

type Form = { email: string };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazy form resolver', () => {
  it('loads the real resolver once, at the first validation or preload, and answers with it', async () => {
    const answer = { values: {}, errors: { email: { type: 'required', message: 'required' } } };
    const real: Resolver<Form> = vi.fn(async () => answer);
    const load = vi.fn(async () => real);
    const { resolver, preload } = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    void preload();
    expect(await resolver({ email: '' }, undefined, options)).toBe(answer);
    expect(await resolver({ email: 'x' }, undefined, options)).toBe(answer);
    expect(load).toHaveBeenCalledTimes(1);
    expect(real).toHaveBeenLastCalledWith({ email: 'x' }, undefined, options);
  });
});
