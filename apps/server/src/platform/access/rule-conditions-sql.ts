import { rulesToAST } from '@casl/ability/extra';
import {
  and,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
  type SQL,
  type SQLWrapper,
} from 'drizzle-orm';
import type { Action, AppAbility, Subject } from '@alvorada/contracts';

/** The record fields a list's rules may name, each with the column or expression that holds it. */
export type ConditionFields = Record<string, SQLWrapper>;

interface Node {
  operator: string;
  field?: string;
  value: unknown;
}

const NONE = sql`false`;

function fieldSql(node: Node, fields: ConditionFields): SQL {
  const column = fields[node.field!];
  if (!column) throw new Error(`Rule condition on "${node.field}", which this list cannot filter in SQL`);
  const value = node.value as never;
  switch (node.operator) {
    case 'eq':
      return value === null ? isNull(column) : eq(column, value);
    case 'ne':
      return value === null ? isNotNull(column) : ne(column, value);
    case 'in':
      return (value as unknown[]).length ? inArray(column, value) : NONE;
    case 'nin':
      return (value as unknown[]).length ? notInArray(column, value) : sql`true`;
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
    case 'exists':
      return value ? isNotNull(column) : isNull(column);
    default:
      throw new Error(`Rule condition operator "${node.operator}" cannot be applied in SQL`);
  }
}

function toSql(node: Node, fields: ConditionFields): SQL {
  const children = () => (node.value as Node[]).map((child) => toSql(child, fields));
  switch (node.operator) {
    case 'and':
      return (node.value as Node[]).length ? and(...children())! : sql`true`;
    case 'or':
      return (node.value as Node[]).length ? or(...children())! : NONE;
    case 'not':
      return not(and(...children())!);
    case 'nor':
      return not(or(...children())!);
    default:
      return fieldSql(node, fields);
  }
}

/**
 * The WHERE that keeps only the records the caller's rules allow `action` on: CASL's rules (conditions,
 * inverted rules, `${user.id}` already filled in) as SQL over `fields`. No rule at all: nothing matches.
 * A condition this cannot translate throws rather than returning rows the rules would hide.
 */
export function accessibleWhere(
  ability: AppAbility,
  action: Action,
  subject: Subject,
  fields: ConditionFields,
): SQL {
  const ast = rulesToAST(ability, action, subject as never) as Node | null;
  return ast ? toSql(ast, fields) : NONE;
}

/** True when some rule allows `action` on every record of `subject`, whatever its fields hold. */
export function canUnconditioned(ability: AppAbility, action: Action, subject: Subject): boolean {
  const ast = rulesToAST(ability, action, subject as never) as Node | null;
  return ast?.operator === 'and' && (ast.value as Node[]).length === 0;
}
