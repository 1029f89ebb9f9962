import type { Profile, User } from '@alvorada/contracts';
import type { RoleRow, UserRow } from '../../platform/access/auth-state.ts';

/** Avatars are stored as paths; clients receive absolute URLs. */
export const absoluteAvatar = (avatar: string | null, publicUrl: string) =>
  avatar && !/^https?:\/\//.test(avatar) ? `${publicUrl}${avatar}` : avatar;

export function toUser(row: UserRow, role: Pick<RoleRow, 'name'> | null, publicUrl: string): User {
  return {
    id: row.id,
    full_name: row.fullName,
    username: row.username,
    email: row.email,
    role: role?.name ?? '',
    avatar: absoluteAvatar(row.avatar, publicUrl),
    company: row.company,
    country: row.country,
    contact: row.contact,
    current_plan: row.currentPlan,
    status: row.status,
    billing: row.billing,
    first_name: row.firstName,
    last_name: row.lastName,
    mobile: row.mobile,
    pincode: row.pincode,
    address: row.address,
    city: row.city,
    state: row.state,
    cpf: row.cpf,
    birth_date: row.birthDate,
    language: row.language,
    timezone: row.timezone,
    currency: row.currency,
  };
}

export const toProfile = (row: UserRow, role: RoleRow | null, publicUrl: string): Profile => ({
  ...toUser(row, role, publicUrl),
  userAbilityRules: role?.rules ?? [],
});

/** API field names (snake_case) to the table's columns, for the fields a profile update may change. */
export const PROFILE_COLUMNS = {
  full_name: 'fullName',
  username: 'username',
  company: 'company',
  country: 'country',
  contact: 'contact',
  first_name: 'firstName',
  last_name: 'lastName',
  mobile: 'mobile',
  pincode: 'pincode',
  address: 'address',
  city: 'city',
  state: 'state',
  cpf: 'cpf',
  birth_date: 'birthDate',
  language: 'language',
  timezone: 'timezone',
  currency: 'currency',
} as const satisfies Record<string, keyof UserRow>;

export function toColumns(fields: Partial<Record<keyof typeof PROFILE_COLUMNS, unknown>>): Partial<UserRow> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) out[PROFILE_COLUMNS[key as keyof typeof PROFILE_COLUMNS]] = value;
  }
  return out as Partial<UserRow>;
}
