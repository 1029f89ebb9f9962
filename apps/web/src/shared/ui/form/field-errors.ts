import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '@/shared/api/errors.ts';

/** Marks a field error that holds the server's own message, already in the interface's language. */
const SERVER = 'server';

/**
 * A field's error as text: the server's message as it came, or a validation code from the contracts'
 * schemas ('required', 'invalid_email'…) translated.
 */
export function validationMessage(t: TFunction, error: { type?: unknown; message?: string } | undefined) {
  if (!error?.message) return undefined;
  if (error.type === SERVER) return error.message;
  return t(`validation.${error.message}`, { defaultValue: t('validation.invalid') });
}

/**
 * Puts the server's per-field messages on the form's fields (the form's resolver replaces them at the next
 * submit, so none outlives the answer that caused it) and returns the message for the whole form
 * (the server's translated detail, or a generic one when it did not answer).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  t: TFunction,
  setError?: UseFormSetError<T>,
  fieldNames: readonly string[] = [],
): string {
  if (!(error instanceof ApiRequestError)) return t('errors.unexpected');
  for (const [field, messages] of Object.entries(error.fields ?? {})) {
    if (setError && fieldNames.includes(field))
      setError(field as Path<T>, { type: SERVER, message: messages.join(' ') });
  }
  if (error.detail) return error.detail;
  if (error.status === undefined) return t('errors.network');
  return t('errors.status', { status: error.status });
}
