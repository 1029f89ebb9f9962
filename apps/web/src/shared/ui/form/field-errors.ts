import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../api/errors.ts';

/** A validation code from the contracts' schemas ('required', 'invalid_email'…) as translated text. */
export const validationMessage = (t: TFunction, code: string | undefined) =>
  code ? t(`validation.${code}`, { defaultValue: t('validation.invalid') }) : undefined;

/**
 * Puts the server's per-field messages on the form's fields and returns the message for the whole form
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
    if (setError && fieldNames.includes(field)) setError(field as Path<T>, { message: messages.join(' ') });
  }
  if (error.detail) return error.detail;
  if (error.status === undefined) return t('errors.network');
  return t('errors.status', { status: error.status });
}
