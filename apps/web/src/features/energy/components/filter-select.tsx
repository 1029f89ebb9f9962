import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export type FilterChoice = { value: string; label: string };

/** Records with a name (distributors) as a filter's choices. */
export const namedChoices = (rows: { id: number; name: string }[] = []): FilterChoice[] =>
  rows.map((row) => ({ value: String(row.id), label: row.name }));

/**
 * One filter of a list: its empty choice, `all`, clears it. A value not among the choices (one from a link,
 * before the options arrive) shows as unchosen.
 */
export function FilterSelect({
  label,
  all,
  value,
  choices,
  width,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  choices: FilterChoice[];
  width: number;
  onChange: (value: string) => void;
}) {
  const known = value === '' || choices.some((c) => c.value === value);
  return (
    <TextField
      select
      size="small"
      label={label}
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{all}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
