import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { USER_ORDERING_FIELDS, type AdminUserListQuery } from '@alvorada/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { roles, users } from '../../platform/db/schema.ts';
import { orderingOf } from '../../platform/http/pagination.ts';

type Filters = Pick<AdminUserListQuery, 'role' | 'plan' | 'status' | 'search'>;

const ORDER_COLUMNS = {
  id: users.id,
  full_name: users.fullName,
  email: users.email,
  username: users.username,
  role: roles.name,
  current_plan: users.currentPlan,
  status: users.status,
  created_at: users.createdAt,
};

/** The WHERE of the user list and its exports: search, role (name or code), plan and status. */
export function userWhere(db: Executor, filters: Filters): SQL | undefined {
  const search = filters.search?.trim();
  const conditions: (SQL | undefined)[] = [
    filters.status === 'deleted' ? isNotNull(users.deletedAt) : isNull(users.deletedAt),
  ];
  if (filters.status && filters.status !== 'deleted') conditions.push(eq(users.status, filters.status));
  if (filters.plan) conditions.push(eq(users.currentPlan, filters.plan));
  if (filters.role)
    conditions.push(
      inArray(
        users.roleId,
        db
          .select({ id: roles.id })
          .from(roles)
          .where(or(eq(roles.name, filters.role), eq(roles.code, filters.role))),
      ),
    );
  if (search)
    conditions.push(
      or(
        ilike(users.fullName, `%${search}%`),
        ilike(users.email, `%${search}%`),
        ilike(users.username, `%${search}%`),
      ),
    );
  return and(...conditions);
}

/** `?ordering=` over the list's columns, ties broken by id so pages never overlap. */
export function userOrder(ordering: string | undefined) {
  const { field, desc: descending } = orderingOf(ordering, USER_ORDERING_FIELDS, 'id');
  const column = ORDER_COLUMNS[field];
  return [descending ? desc(column) : asc(column), descending ? desc(users.id) : asc(users.id)];
}
