import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

/** A list of free words typed one by one (Enter or comma adds one), shown as chips. */
export function WordListField({
  label,
  helper,
  value,
  onChange,
  upperCase = false,
  name,
}: {
  label: string;
  helper?: string;
  value: string[];
  onChange: (value: string[]) => void;
  upperCase?: boolean;
  name?: string;
}) {
  const clean = (words: string[]) =>
    [
      ...new Set(
        words.flatMap((w) => w.split(',')).map((w) => (upperCase ? w.trim().toUpperCase() : w.trim())),
      ),
    ].filter(Boolean);
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={[]}
      value={value}
      onChange={(_, next) => onChange(clean(next as string[]))}
      renderValue={(values, getItemProps) =>
        values.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={option} {...props} />;
        })
      }
      renderInput={(params) => <TextField {...params} label={label} helperText={helper} name={name} />}
    />
  );
}
