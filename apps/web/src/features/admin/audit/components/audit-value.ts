import type { TFunction } from 'i18next';
import type { RawRule } from '@alvorada/contracts';
import type { makeFormatters } from '@/shared/i18n/format.ts';
import {
  actionLabel,
  booleanLabel,
  languageLabel,
  planLabel,
  statusLabel,
  subjectLabel,
} from '@/shared/i18n/labels.ts';

/** Bookkeeping of a record that says nothing about the change (the entry has its own time). */
export const HIDDEN_FIELDS = new Set([
  'id',
  'code',
  'version',
  'createdAt',
  'created_at',
  'updatedAt',
  'deleted',
]);

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const list = <T>(v: T | T[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

export const isEmptyValue = (v: unknown) => v === null || v === undefined || v === '';

/** The name of a recorded field: the user form's label, or the audit log's own for other records. */
export const fieldLabel = (t: TFunction, key: string) =>
  t(`admin.audit.fields.${key}`, { defaultValue: t(`admin.users.fields.${key}`, { defaultValue: key }) });

function ruleText(t: TFunction, rule: RawRule) {
  return [
    rule.inverted ? t('admin.rules.deny') : t('admin.rules.allow'),
    list(rule.action)
      .map((a) => actionLabel(t, a))
      .join(', '),
    t('admin.rules.on'),
    list(rule.subject)
      .map((s) => subjectLabel(t, s))
      .join(', '),
  ].join(' ');
}

/**
 * A recorded value as the screens show it: codes through their labels, dates in the interface's locale,
 * yes/no for flags, rules in words; never raw JSON.
 */
export function auditValue(
  t: TFunction,
  format: ReturnType<typeof makeFormatters>,
  language: string,
  key: string,
  value: unknown,
): string {
  if (key === 'current_plan' && value === '') return planLabel(t, value);
  if (isEmptyValue(value)) return '—';
  if (typeof value === 'boolean') return booleanLabel(t, value);
  if (key === 'status' && typeof value === 'string') return statusLabel(t, value);
  if (key === 'current_plan' && typeof value === 'string') return planLabel(t, value);
  if (key === 'language' && typeof value === 'string') return languageLabel(language, value);
  if (key === 'rules' && Array.isArray(value))
    return value.length ? (value as RawRule[]).map((r) => ruleText(t, r)).join('; ') : '—';
  if (typeof value === 'string') {
    const date = CALENDAR_DATE.exec(value);
    // A calendar date has no time zone: read it as that day where the reader is.
    if (date) return format.date(new Date(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
    if (TIMESTAMP.test(value) && !Number.isNaN(Date.parse(value))) return format.dateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => auditValue(t, format, language, key, v)).join(', ');
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${fieldLabel(t, k)}: ${auditValue(t, format, language, k, v)}`)
      .join('; ');
  return String(value);
}
