import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Option } from '@/shared/i18n/intl-options.ts';

/** A short list to choose from; `emptyLabel` adds a first choice for "none" or "all". */
export function OptionSelect({
  label,
  options,
  value,
  onChange,
  emptyLabel,
  required,
  disabled,
  error,
}: {
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  error?: string;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={required}
      disabled={disabled}
      error={!!error}
      helperText={error}
    >
      {emptyLabel !== undefined && <MenuItem value="">{emptyLabel}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
