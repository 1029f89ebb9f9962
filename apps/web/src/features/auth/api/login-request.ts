import type { LoginResponse, loginSchema } from '@alvorada/contracts';
import type { z } from 'zod';
import { publicApi } from '@/shared/api/client.ts';

/**
 * Signs in: a visitor's request, so no token renewal. A plain call rather than a mutation hook, so the
 * sign-in screen does not bring the query library along.
 */
export const requestLogin = (body: z.input<typeof loginSchema>) =>
  publicApi<LoginResponse>('/auth/login/', { method: 'POST', body });
