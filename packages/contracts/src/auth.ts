import { z } from 'zod';
import { rawRuleSchema } from './access.ts';
import { isValidCpf } from './cpf.ts';

export const USER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const PASSWORD_MIN_LENGTH = 8;
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: 'password_too_short' })
  .max(128)
  .refine((p) => /[a-zA-Z]/.test(p) && /\d/.test(p), { message: 'password_too_weak' });

const text = (max = 120) => z.string().trim().max(max);

/** The user record of the specification (§3). Strings default to '' and nullable fields to null. */
export const userSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.string(),
  avatar: z.string().nullable(),
  company: z.string(),
  country: z.string(),
  contact: z.string(),
  current_plan: z.string(),
  status: z.enum(USER_STATUSES),
  billing: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  mobile: z.string(),
  pincode: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  cpf: z.string(),
  birth_date: z.string().nullable(),
  language: z.string(),
  timezone: z.string(),
  currency: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const profileSchema = userSchema.extend({ userAbilityRules: z.array(rawRuleSchema) });
export type Profile = z.infer<typeof profileSchema>;

/** Fields a user may change on their own profile (not role, status, plan or billing). */
export const profileUpdateSchema = z
  .object({
    full_name: text(),
    username: z
      .string()
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
    cpf: z
      .string()
      .trim()
      .refine((v) => v === '' || isValidCpf(v), { message: 'invalid_cpf' }),
    birth_date: z.iso.date().nullable(),
    language: text(10),
    timezone: text(60),
    currency: text(3),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const loginSchema = z.object({
  email: z.string().trim().min(1, { message: 'required' }).max(200),
  password: z.string().min(1, { message: 'required' }).max(128),
});
export const loginResponseSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  userData: userSchema,
  userAbilityRules: z.array(rawRuleSchema),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const refreshSchema = z.object({ refresh: z.string().min(1) });
export const refreshResponseSchema = z.object({ access: z.string(), refreshToken: z.string() });

export const registerSchema = z.object({
  username: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9_.-]{3,40}$/, { message: 'invalid_username' }),
  email: z.email({ message: 'invalid_email' }).max(200),
  password: passwordSchema,
  full_name: text().optional(),
});
export const tokenSchema = z.object({ token: z.string().min(10).max(200) });
export const forgotPasswordSchema = z.object({ email: z.email({ message: 'invalid_email' }).max(200) });
export const resetPasswordSchema = z.object({ token: z.string().min(10).max(200), password: passwordSchema });
export const changePasswordSchema = z.object({
  current_password: z.string().min(1),
  new_password: passwordSchema,
});

export const sessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  user_agent: z.string(),
  ip: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;
