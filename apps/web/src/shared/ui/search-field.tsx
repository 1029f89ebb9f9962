import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';

/** A search box with the magnifier; the value is the caller's. */
export function SearchField({
  onSearch,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'type'> & { onSearch: (value: string) => void }) {
  return (
    <TextField
      {...props}
      type="search"
      onChange={(e) => onSearch(e.target.value)}
      slotProps={{
        ...props.slotProps,
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchOutlined />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
