import { z } from 'zod';
import './zod-config.ts';
import { calendarDate, int32, safeString } from './schema-helpers.ts';
import { rawRuleSchema } from './access-rule.ts';
import { LOCALES } from './constants.ts';
import { isValidCpf } from './brazilian-documents.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_RULES = [
  'password_too_short',
  'password_too_weak',
  'password_too_common',
  'password_contains_identity',
] as const;
export type PasswordRule = (typeof PASSWORD_RULES)[number];

/** The password rules a candidate breaks; the same check runs in the forms as the user types and on the server. */
export function brokenPasswordRules(
  password: string,
  identity: { email?: string; username?: string } = {},
): PasswordRule[] {
  const lower = password.toLowerCase();
  const broken: PasswordRule[] = [];
  if (password.length < PASSWORD_MIN_LENGTH) broken.push('password_too_short');
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) broken.push('password_too_weak');
  if (COMMON_PASSWORDS.has(lower) || /^(.)\1*$/.test(lower)) broken.push('password_too_common');
  const email = identity.email?.trim().toLowerCase() ?? '';
  const names = [email, email.split('@')[0], identity.username?.trim().toLowerCase() ?? ''];
  if (names.some((name) => name.length >= 3 && lower.includes(name)))
    broken.push('password_contains_identity');
  return broken;
}

/** Adds an issue on `path` for each rule the password breaks, naming the account it must not contain. */
export const refinePassword =
  <T>(pick: (values: T) => { password?: string; email?: string; username?: string }, path: string) =>
  (values: T, ctx: z.RefinementCtx) => {
    const { password, ...identity } = pick(values);
    if (password === undefined) return;
    for (const rule of brokenPasswordRules(password, identity))
      ctx.addIssue({ code: 'custom', message: rule, path: [path] });
  };

export const passwordSchema = safeString()
  .max(128)
  .superRefine((password, ctx) => {
    for (const rule of brokenPasswordRules(password)) ctx.addIssue({ code: 'custom', message: rule });
  });

const text = (max = 120) => safeString().trim().max(max);

/** The user record of the specification (§3). Strings default to '' and nullable fields to null. */
const userRecordSchema = z.object({
  id: int32(),
  full_name: safeString(),
  username: safeString(),
  email: safeString(),
  role: safeString(),
  avatar: safeString().nullable(),
  company: safeString(),
  country: safeString(),
  contact: safeString(),
  current_plan: safeString(),
  status: z.enum(USER_STATUSES),
  billing: safeString(),
  first_name: safeString(),
  last_name: safeString(),
  mobile: safeString(),
  pincode: safeString(),
  address: safeString(),
  city: safeString(),
  state: safeString(),
  cpf: safeString(),
  birth_date: safeString().nullable(),
  language: safeString(),
  timezone: safeString(),
  currency: safeString(),
  /** Notifications also arrive by e-mail. */
  notify_by_email: z.boolean(),
});
/**
 * The user record as answered: a field the reader's field rules hide (on Admin, or on AccountSettings for
 * one's own record) is left out, so only `id` is always there.
 */
export const userSchema = userRecordSchema.partial().required({ id: true });
export type User = z.infer<typeof userSchema>;

export const profileSchema = userSchema.extend({ userAbilityRules: z.array(rawRuleSchema) });
export type Profile = z.infer<typeof profileSchema>;

/** Fields a user may change on their own profile (not role, status, plan or billing). */
export const profileUpdateSchema = z
  .object({
    full_name: text(),
    username: safeString()
      .trim()
      .regex(/^[a-zA-Z0-9_.-]{3,40}$/, { message: 'invalid_username' }),
    company: text(),
    country: text(60),
    contact: text(40),
    first_name: text(60),
    last_name: text(60),
    mobile: text(40),
    pincode: text(20),
    address: text(200),
    city: text(80),
    state: text(80),
    cpf: safeString()
      .trim()
      .refine((v) => v === '' || isValidCpf(v), { message: 'invalid_cpf' }),
    birth_date: calendarDate().nullable(),
    /** '' = no preference: e-mails follow the language of the request. */
    language: z.enum(['', ...LOCALES], { message: 'invalid_locale' }),
    timezone: text(60),
    currency: text(3),
    notify_by_email: z.boolean(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const loginSchema = z.object({
  email: safeString().trim().min(1, { message: 'required' }).max(200),
  password: safeString().min(1, { message: 'required' }).max(128),
});
export const loginResponseSchema = z.object({
  accessToken: safeString(),
  refreshToken: safeString(),
  userData: userSchema,
  userAbilityRules: z.array(rawRuleSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshSchema = z.object({ refresh: safeString().min(1) });
export const refreshResponseSchema = z.object({ access: safeString(), refreshToken: safeString() });

export const registerSchema = z
  .object({
    username: safeString()
      .trim()
      .regex(/^[a-zA-Z0-9_.-]{3,40}$/, { message: 'invalid_username' }),
    email: z.email({ message: 'invalid_email' }).max(200),
    password: safeString().max(128),
    full_name: text().optional(),
  })
  .superRefine(refinePassword((values) => values, 'password'));
/** An e-mailed one-time token is opaque: any other value is refused as an unknown link, not as bad input. */
const oneTimeToken = safeString().min(1).max(200);
export const tokenSchema = z.object({ token: oneTimeToken });
export const forgotPasswordSchema = z.object({ email: z.email({ message: 'invalid_email' }).max(200) });
export const resetPasswordSchema = z.object({
  token: oneTimeToken,
  password: passwordSchema,
});
export const changePasswordSchema = z.object({
  current_password: safeString().min(1),
  new_password: passwordSchema,
});

export const sessionSchema = z.object({
  id: safeString(),
  created_at: safeString(),
  last_used_at: safeString(),
  user_agent: safeString(),
  ip: safeString(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
