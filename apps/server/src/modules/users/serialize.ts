import type { Profile, User } from '@alvorada/contracts';
import { readableFields } from '../../platform/access/field-rules.ts';
import { abilityOf, type RoleRow, type UserRow } from '../../platform/access/auth-state.ts';

const AVATARS = '/api/auth/avatars/';

/**
 * Avatars are stored and answered as paths, so the page shows them from its own address whichever one it
 * was reached at. Rows written when they were stored as absolute URLs answer their path too.
 */
export function avatarPath(avatar: string | null) {
  if (!avatar || !/^https?:\/\//.test(avatar)) return avatar;
  const url = new URL(avatar);
  return url.pathname.startsWith(AVATARS) ? url.pathname : avatar;
}

export function toUser(row: UserRow, role: Pick<RoleRow, 'name'> | null): User {
  return {
    id: row.id,
    full_name: row.fullName,
    username: row.username,
    email: row.email,
    role: role?.name ?? '',
    avatar: avatarPath(row.avatar),
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
    notify_by_email: row.notifyByEmail,
  };
}

/**
 * The signed-in user's own profile, without the fields their AccountSettings rules do not let them read.
 * A caller that holds the user's ability already (the request's auth state) passes it instead of a new one.
 */
export function toProfile(
  row: UserRow,
  role: RoleRow | null,
  ability = abilityOf(row, role?.rules ?? []),
): Profile {
  const rules = role?.rules ?? [];
  const [user] = readableFields(ability, 'AccountSettings', [toUser(row, role)]);
  return { ...user, userAbilityRules: rules };
}

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
  notify_by_email: 'notifyByEmail',
} as const satisfies Record<string, keyof UserRow>;

export function toColumns(fields: Partial<Record<keyof typeof PROFILE_COLUMNS, unknown>>): Partial<UserRow> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) out[PROFILE_COLUMNS[key as keyof typeof PROFILE_COLUMNS]] = value;
  }
  return out as Partial<UserRow>;
}
