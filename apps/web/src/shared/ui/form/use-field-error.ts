import {
  get,
  useFormState,
  type FieldError,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { validationMessage } from './field-errors.ts';

/** Whether `form` refuses its field `name`, and why, as text (see `validationMessage`). */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>, name: Path<T>) {
  const { t } = useTranslation();
  const error: FieldError | undefined = get(useFormState({ control: form.control, name }).errors, name);
  return { invalid: Boolean(error), message: validationMessage(t, error) };
}
