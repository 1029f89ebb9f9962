import { lazy, Suspense } from 'react';
import TextField from '@mui/material/TextField';
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
    <Suspense
      fallback={
        <TextField
          label={props.label}
          disabled
          error={props.error}
          helperText={props.helperText}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      }
    >
      <Picker {...props} />
    </Suspense>
  );
}
