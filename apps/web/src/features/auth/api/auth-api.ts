import { useMutation } from '@tanstack/react-query';
import type {
  forgotPasswordSchema,
  registerSchema,
  resetPasswordSchema,
  tokenSchema,
} from '@alvorada/contracts';
import type { z } from 'zod';
import { publicApi } from '@/shared/api/client.ts';

type Detail = { detail: string };

/** A visitor's request: no session, so no token renewal. */
const usePost = <TBody extends object, TResult>(path: string) =>
  useMutation({ mutationFn: (body: TBody) => publicApi<TResult>(path, { method: 'POST', body }) });

export const useRegister = () => usePost<z.input<typeof registerSchema>, Detail>('/auth/register/');
export const useForgotPassword = () =>
  usePost<z.input<typeof forgotPasswordSchema>, Detail>('/auth/forgot-password/');
export const useResetPassword = () =>
  usePost<z.input<typeof resetPasswordSchema>, Detail>('/auth/reset-password/');
export const useVerifyEmail = () => usePost<z.input<typeof tokenSchema>, Detail>('/auth/verify-email/');
