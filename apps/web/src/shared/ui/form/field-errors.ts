import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/shared/api/errors.ts';

/** Marks a field error that holds the server's own message, already in the interface's language. */
const SERVER = 'server';

/**
 * A field's error as text: the server's message as it came, a `validate` rule's own message (already in the
 * interface's language), or a validation code from the contracts' schemas or a rule ('required',
 * 'invalid_email'…) translated.
 */
export function validationMessage(t: TFunction, error: { type?: unknown; message?: string } | undefined) {
  if (!error?.message) return undefined;
  if (error.type === SERVER || error.type === 'validate') return error.message;
  return t(`validation.${error.message}`, { defaultValue: t('validation.invalid') });
}

const isList = (names: readonly string[] | object): names is readonly string[] => Array.isArray(names);

/**
 * Puts the server's per-field messages on the form's fields (the form's resolver replaces them at the next
 * submit, so none outlives the answer that caused it) and returns the message for the whole form
 * (the server's translated detail, empty when a field says it already, or a generic one when it did not
 * answer). `fieldNames` lists the fields
 * the form shows under the server's names, or maps the server's names to the form's where they differ.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  t: TFunction,
  setError?: UseFormSetError<T>,
  fieldNames: readonly string[] | Readonly<Record<string, string>> = [],
): string {
  if (!(error instanceof ApiRequestError)) return t('errors.unexpected');
  const names: Readonly<Record<string, string>> = isList(fieldNames)
    ? Object.fromEntries(fieldNames.map((name) => [name, name]))
    : fieldNames;
  const formName = (field: string) => (Object.hasOwn(names, field) ? names[field] : undefined);
  const onFields: string[] = [];
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    const name = formName(field);
    if (!setError || !name) continue;
    setError(name as Path<T>, { type: SERVER, message: messages.join(' ') });
    onFields.push(...messages);
  }
  // A detail that repeats what a field already says ("E-mail já cadastrado") is said once, by the field.
  if (error.detail) return onFields.includes(error.detail) ? '' : error.detail;
  if (error.status === undefined) return t('errors.network');
  return t('errors.status', { status: error.status });
}
