import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Option } from '@/shared/i18n/intl-options.ts';

/** A searchable choice among many options; a stored value outside the list is kept and shown as is. */
export function OptionAutocomplete({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const selected = value ? (options.find((o) => o.value === value) ?? { value, label: value }) : null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_, option) => onChange(option?.value ?? '')}
      isOptionEqualToValue={(a, b) => a.value === b.value}
      getOptionLabel={(o) => o.label}
      renderInput={(params) => <TextField {...params} label={label} error={!!error} helperText={error} />}
    />
  );
}
