import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { AdminUserListQuery, AppAbility } from '@alvorada/contracts';
import { mayReadField, readableColumns } from '../../platform/access/field-rules.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { Executor } from '../../platform/db/client.ts';
import { joinSource, type ListSpec } from '../../platform/db/list.ts';
import { roles, users } from '../../platform/db/schema.ts';
import type { RoleRow, UserRow } from '../../platform/access/auth-state.ts';
import { PROFILE_COLUMNS } from '../users/serialize.ts';

/** The user record's fields as columns: what the Admin rules' conditions may name. */
const USER_COLUMNS = {
  id: users.id,
  email: users.email,
  role: roles.name,
  avatar: users.avatar,
  current_plan: users.currentPlan,
  status: users.status,
  billing: users.billing,
  created_at: users.createdAt,
  ...Object.fromEntries(Object.entries(PROFILE_COLUMNS).map(([field, column]) => [field, users[column]])),
};

const USER_LIST: ListSpec = {
  ordering: {
    id: users.id,
    full_name: users.fullName,
    email: users.email,
    username: users.username,
    role: roles.name,
    current_plan: users.currentPlan,
    status: users.status,
    created_at: users.createdAt,
  },
  defaultOrdering: 'id',
  key: users.id,
  filters: { plan: users.currentPlan },
  access: { subject: 'Admin', fields: USER_COLUMNS },
};
const USER_SEARCH = { full_name: users.fullName, email: users.email, username: users.username };

/** The user list as `ability` reads it: it searches and sorts only on the fields the reader may read. */
export const userListFor = (ability: AppAbility): ListSpec => ({
  ...USER_LIST,
  ordering: readableColumns(ability, 'Admin', USER_LIST.ordering),
  search: Object.values(readableColumns(ability, 'Admin', USER_SEARCH)),
});

/** Users with their role, so the role's name can be shown, sorted on and named in conditions. */
export const USER_SOURCE = joinSource<{ users: UserRow; roles: RoleRow | null }>({
  from: users,
  select: { users, roles },
  join: { table: roles, on: eq(users.roleId, roles.id), left: true },
});

type Filters = Pick<AdminUserListQuery, 'role' | 'status' | 'plan'> & { ids?: number[] };

/** The query parameters that filter on a field of the user record, and that field. */
const FILTERED_FIELDS = { role: 'role', status: 'status', plan: 'current_plan' } as const;

/**
 * The user list's own filters: status (soft-deleted accounts only when asked), role by name or code, ids.
 * A filter on a field the reader may not read is refused, as sorting on it is: what it keeps would tell them
 * the field's value.
 */
export function userFilters(db: Executor, filters: Filters, ability: AppAbility): SQL | undefined {
  for (const [param, field] of Object.entries(FILTERED_FIELDS)) {
    const value = filters[param as keyof typeof FILTERED_FIELDS];
    if (value === undefined || value === 'deleted' || mayReadField(ability, 'Admin', field)) continue;
    throw new AppError(400, 'invalid_filter', { fields: { [param]: ['invalid_filter'] } });
  }
  return and(
    filters.status === 'deleted' ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
    filters.status && filters.status !== 'deleted' ? eq(users.status, filters.status) : undefined,
    filters.role
      ? inArray(
          users.roleId,
          db
            .select({ id: roles.id })
            .from(roles)
            .where(or(eq(roles.name, filters.role), eq(roles.code, filters.role))),
        )
      : undefined,
    filters.ids ? inArray(users.id, filters.ids) : undefined,
  );
}
