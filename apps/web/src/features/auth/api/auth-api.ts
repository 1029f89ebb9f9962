import type { LoginResponse } from '@alvorada/contracts';
import { publicApi } from '../../../shared/api/client.ts';

type Detail = { detail: string };
const post = <T>(path: string, body: Record<string, unknown>) => publicApi<T>(path, { method: 'POST', body });

export const authApi = {
  login: (body: { email: string; password: string }) => post<LoginResponse>('/auth/login/', body),
  register: (body: { username: string; email: string; password: string; full_name?: string }) =>
    post<Detail>('/auth/register/', body),
  forgotPassword: (body: { email: string }) => post<Detail>('/auth/forgot-password/', body),
  resetPassword: (body: { token: string; password: string }) => post<Detail>('/auth/reset-password/', body),
  verifyEmail: (body: { token: string }) => post<Detail>('/auth/verify-email/', body),
};
