import { lazy, Suspense, useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { DateFieldProps } from './date-field-props.ts';

export { INVALID_DATE, type DateFieldProps } from './date-field-props.ts';

const Picker = lazy(() => import('./date-picker-field.tsx'));

/**
 * The one date input of the app: a calendar date ('YYYY-MM-DD', or '' for none) typed and shown in the
 * interface's locale (dd/mm/aaaa in Portuguese, whatever the browser's own language), with a calendar to pick
 * from. The picker and its date library load with the first date field, not with the first page.
 */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense fallback={<LoadingField {...props} />}>
      <Picker {...props} />
    </Suspense>
  );
}

/**
 * A disabled outlined field, drawn as MUI's TextField draws one (full width, as the theme sets it, with its
 * label shrunk) while the picker loads: built from its parts, since TextField always brings its select mode (menu, popover, modal) along.
 */
function LoadingField({ label, error, helperText }: DateFieldProps) {
  const id = useId();
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl fullWidth disabled error={error}>
      <InputLabel shrink htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched fullWidth aria-describedby={helperTextId} />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
