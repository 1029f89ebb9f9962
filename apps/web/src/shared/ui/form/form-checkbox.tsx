import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { SxProps, Theme } from '@mui/material/styles';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** A checkbox bound to one of a form's true/false fields. */
export function FormCheckbox<T extends FieldValues>({
  control,
  name,
  label,
  size,
  disabled,
  sx,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  size?: 'small' | 'medium';
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      sx={sx}
      disabled={disabled}
      control={
        <Checkbox size={size} checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />
      }
      label={label}
    />
  );
}
