import { useId, type ReactNode, type Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

export type OutlinedFieldProps = Omit<OutlinedInputProps, 'label' | 'error' | 'required' | 'ref'> & {
  label: ReactNode;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A text field as MUI's `TextField` draws it (outlined, full width, label, helper text, the same ids and
 * descriptions), without the select mode `TextField` always brings along: its menu, popover and modal code
 * stays off the sign-in screens. `ref` reaches the input, as react-hook-form's `register` wants.
 */
export function OutlinedField({ label, helperText, error, required, id, ref, ...input }: OutlinedFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const helperTextId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth error={error} required={required}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={label}
        fullWidth
        aria-describedby={helperTextId}
        inputRef={ref}
        {...input}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
