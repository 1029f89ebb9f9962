import { loginSchema } from '@alvorada/contracts';

export type LoginForm = { email: string; password: string };
/** Each invalid field's first validation code, as `validationMessage` reads it. */
export type LoginErrors = Partial<Record<keyof LoginForm, { message: string }>>;

/** The values as the server takes them (the e-mail trimmed), or each field's first validation code. */
export function validateLogin(values: LoginForm): { values: LoginForm } | { errors: LoginErrors } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { values: result.data };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues)
    errors[issue.path[0] as keyof LoginForm] ??= { message: issue.message };
  return { errors };
}
