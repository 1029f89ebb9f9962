import { rulesToAST } from '@casl/ability/extra';
import {
  and,
  Column,
  eq,
  gt,
  gte,
  inArray,
  is,
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
import { CONDITION_FIELDS, type Action, type AppAbility, type Subject } from '@alvorada/contracts';

/** The record fields a list's rules may name, each with the column or expression that holds it. */
export type ConditionFields = Record<string, SQLWrapper>;

interface Node {
  operator: string;
  field?: string;
  value: unknown;
}

const NONE = sql`false`;

const INT32 = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgSmallSerial']);
const isNumber = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));

/**
 * Whether the column can hold `value`: the role editor does not know the fields' types, and a value the
 * database cannot read as the column's type (`'abc'` for an id) would fail the whole query. Such a value
 * equals no record, as it does when CASL checks a record in memory.
 */
function fits(column: SQLWrapper, value: unknown): boolean {
  if (value === null || !is(column, Column)) return true;
  switch (column.dataType) {
    case 'number':
      if (!isNumber(value) || !Number.isFinite(Number(value))) return false;
      return (
        !INT32.has(column.columnType) ||
        (Number.isInteger(Number(value)) && Math.abs(Number(value)) < 2 ** 31)
      );
    case 'boolean':
      return typeof value === 'boolean';
    case 'date':
      return (
        (typeof value === 'string' || typeof value === 'number') && !Number.isNaN(new Date(value).getTime())
      );
    default:
      return typeof value !== 'object';
  }
}

function fieldSql(node: Node, fields: ConditionFields): SQL {
  const column = Object.hasOwn(fields, node.field!) ? fields[node.field!] : undefined;
  if (!column) throw new Error(`Rule condition on "${node.field}", which this list cannot filter in SQL`);
  const value = node.value as never;
  const listed = () => (value as unknown[]).filter((item) => fits(column, item)) as never[];
  if (!['in', 'nin', 'exists'].includes(node.operator) && !fits(column, value))
    return node.operator === 'ne' ? sql`true` : NONE;
  switch (node.operator) {
    case 'eq':
      return value === null ? isNull(column) : eq(column, value);
    case 'ne':
      return value === null ? isNotNull(column) : ne(column, value);
    case 'in':
      return listed().length ? inArray(column, listed()) : NONE;
    case 'nin':
      return listed().length ? notInArray(column, listed()) : sql`true`;
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
  // Every list must map every field the role editor lets a condition name, whatever this reader's rules are.
  const missing = CONDITION_FIELDS[subject].filter((field) => !Object.hasOwn(fields, field));
  if (missing.length)
    throw new Error(`A list of ${subject} cannot apply conditions on ${missing.join(', ')}`);
  const ast = rulesToAST(ability, action, subject as never) as Node | null;
  return ast ? toSql(ast, fields) : NONE;
}

/** True when some rule allows `action` on every record of `subject`, whatever its fields hold. */
export function canUnconditioned(ability: AppAbility, action: Action, subject: Subject): boolean {
  const ast = rulesToAST(ability, action, subject as never) as Node | null;
  return ast?.operator === 'and' && (ast.value as Node[]).length === 0;
}
