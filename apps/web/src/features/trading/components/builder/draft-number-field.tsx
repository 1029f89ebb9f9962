import { useState } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';

const shown = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '' : String(value);

/**
 * A number of the rule set, typed as text in the interface's language. What cannot be read is handed on as
 * NaN (the schema then says what is expected); an empty optional field is handed on as undefined.
 */
export function DraftNumberField({
  value,
  onChange,
  optional,
  error,
  ...props
}: {
  value: number | undefined;
  onChange: (value: number | undefined) => void;
  optional?: boolean;
  error?: string;
} & Omit<TextFieldProps, 'value' | 'onChange' | 'error'>) {
  const [text, setText] = useState(() => shown(value));
  // A value changed elsewhere (another strategy opened) replaces what was typed.
  const [seen, setSeen] = useState(value);
  if (!Object.is(seen, value)) {
    setSeen(value);
    const typed = text.trim() === '' ? undefined : parseDecimal(text);
    if (!Object.is(typed, value)) setText(shown(value));
  }
  return (
    <TextField
      fullWidth={false}
      size="small"
      inputMode="decimal"
      value={text}
      error={!!error}
      helperText={error}
      onChange={(event) => {
        setText(event.target.value);
        const next =
          event.target.value.trim() === '' && optional ? undefined : parseDecimal(event.target.value);
        setSeen(next);
        onChange(next);
      }}
      {...props}
    />
  );
}
