import { subject as asSubject } from '@casl/ability';
import type { SQLWrapper } from 'drizzle-orm';
import { SUBJECT_FIELDS, type AppAbility, type Subject } from '@alvorada/contracts';

/**
 * How a field the reader may not read is shown instead (a document with most digits hidden). A field
 * without a mask is left out, which the response schemas allow for every field a field rule may hide.
 */
export type FieldMasks = Partial<Record<string, (value: unknown) => unknown>>;

/**
 * The one place field rules apply on reads (item, list, export, realtime): every declared field of
 * `subject` the reader's rules do not let them read on this record is masked or left out. `id` is always kept.
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
    for (const field of hidden) {
      const mask = Object.hasOwn(masks, field) ? masks[field] : undefined;
      if (mask) copy[field] = mask(record[field]);
      else delete copy[field];
    }
    return copy as T;
  });
}

/** Whether some record of `subject` lets the reader read `field` (`id` always). */
export const mayReadField = (ability: AppAbility, subject: Subject, field: string) =>
  field === 'id' || ability.can('read', subject as never, field);

/**
 * Of a list's columns keyed by field, those the reader may read on some record of `subject`: what the list
 * may search in and sort on without telling the reader anything about a field hidden from them.
 */
export function readableColumns<T extends SQLWrapper>(
  ability: AppAbility,
  subject: Subject,
  columns: Record<string, T>,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(columns).filter(([field]) => mayReadField(ability, subject, field)),
  );
}
