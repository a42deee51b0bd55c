import { zodResolver } from '@hookform/resolvers/zod';
import { obtainAuthTokenSchema } from '@indiwave/domain/contract/auth';
import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';

type Input = z.input<typeof obtainAuthTokenSchema>;
type Output = z.output<typeof obtainAuthTokenSchema>;
const options: ResolverOptions<Input> = { fields: {}, shouldUseNativeValidation: false };

describe('a zod resolver loaded on its first check', () => {
  const lazy = lazyZodResolver<Input, Output>(() => import('@indiwave/domain/contract/auth').then((module) => module.obtainAuthTokenSchema));
  const eager = zodResolver(obtainAuthTokenSchema);

  it.each([
    { email: '', password: '' },
    { email: 'not an address', password: 'secret1' },
    { email: '  Someone@Example.com ', password: 'secret1' },
  ])('answers as zodResolver(schema) for %o', async (values) => {
    expect(await lazy(values, undefined, options)).toEqual(await eager(values, undefined, options));
  });
});
