import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '@/shared/ui/option-select.tsx';

/** A select bound to one of a form's text fields. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  disabled,
  onChange,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  onChange?: (value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      rules={required ? { required: t('validation.required') } : undefined}
      render={({ field, fieldState }) => (
        <OptionSelect
          label={label}
          required={required}
          disabled={disabled}
          value={field.value}
          onChange={onChange ?? field.onChange}
          error={fieldState.error?.message}
          options={options}
        />
      )}
    />
  );
}
