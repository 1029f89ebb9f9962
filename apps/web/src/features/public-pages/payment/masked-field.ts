import type { ChangeEvent } from 'react';
import type { TFunction } from 'i18next';
import type { UseFormReturn } from 'react-hook-form';
import type { CheckoutInput } from '@alvorada/contracts';
import { validationMessage } from '@/shared/ui/form/field-errors.ts';

type TextName = Exclude<keyof CheckoutInput, 'method'>;

/** A checkout text field's props: its value passed through `mask` as the buyer types, and its error inline. */
export function maskedField(
  t: TFunction,
  form: UseFormReturn<CheckoutInput>,
  name: TextName,
  mask?: (v: string) => string,
) {
  const registered = form.register(name);
  const error = form.formState.errors[name];
  return {
    ...registered,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      if (mask) event.target.value = mask(event.target.value);
      return registered.onChange(event);
    },
    error: Boolean(error),
    helperText: validationMessage(t, error),
  };
}
