import type { ReactNode } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { DateField } from './date-field.tsx';

/** A form's calendar-date field ('YYYY-MM-DD' or '') shown as the app's date field. */
export function FormDateField<T extends FieldValues>({
  control,
  name,
  label,
  error,
  helperText,
}: {
  control: Control<T>;
  name: FieldPathByValue<T, string>;
  label: string;
  error?: boolean;
  helperText?: ReactNode;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField
          label={label}
          name={field.name}
          value={field.value as string}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
