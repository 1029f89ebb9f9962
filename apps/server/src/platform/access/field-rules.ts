import { subject as asSubject } from '@casl/ability';
import { SUBJECT_FIELDS, type AppAbility, type Subject } from '@alvorada/contracts';

/** How a field the reader may not read is shown instead: by default emptied (text) or null. */
export type FieldMasks = Record<string, (value: unknown) => unknown>;

const emptied = (value: unknown) => (typeof value === 'string' ? '' : null);

/**
 * The one place field rules apply on reads (item, list, export, realtime): every declared field of
 * `subject` the reader's rules do not let them read on this record is masked. `id` is always kept.
 */
export function readableFields<T extends Record<string, unknown>>(
  ability: AppAbility,
  subject: Subject,
  records: T[],
  masks: FieldMasks = {},
): T[] {
  const restricted = ability.possibleRulesFor('read', subject as never).some((rule) => rule.fields);
  if (!restricted) return records;
  const fields = SUBJECT_FIELDS[subject].filter((field) => field !== 'id');
  return records.map((record) => {
    const instance = asSubject(subject, { ...record }) as never;
    const hidden = fields.filter((field) => field in record && !ability.can('read', instance, field));
    if (!hidden.length) return record;
    const copy: Record<string, unknown> = { ...record };
    for (const field of hidden) copy[field] = (masks[field] ?? emptied)(record[field]);
    return copy as T;
  });
}
