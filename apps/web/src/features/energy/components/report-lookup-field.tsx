import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useLookup } from '@/features/energy/api/report-api.ts';
import {
  choiceText,
  customerChoice,
  RecordChoiceOption,
  unitChoice,
  type RecordChoice,
} from './record-choice.tsx';

type Choice = RecordChoice;

/**
 * A customer or UC picked by typing part of its name or installation number, each option with what tells it
 * from another of the same name.
 */
export function ReportLookupField({
  resource,
  label,
  value,
  onChange,
  error,
}: {
  resource: 'customers' | 'units';
  label: string;
  value: Choice | null;
  onChange: (choice: Choice | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const found = useLookup(resource, input);
  const options: Choice[] = (found.data?.results ?? []).map((row) =>
    'installation_number' in row ? unitChoice(row) : customerChoice(row),
  );
  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_, choice) => onChange(choice)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={choiceText}
      renderOption={({ key, ...props }, choice) => (
        <RecordChoiceOption key={key} {...props} choice={choice} />
      )}
      filterOptions={(o) => o}
      loading={found.isFetching}
      noOptionsText={
        input.trim().length < 2 ? t('energy.reports.dialog.searchHint') : t('energy.reports.dialog.noOptions')
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={!!error}
          helperText={error ?? t('energy.reports.dialog.searchHint')}
        />
      )}
    />
  );
}
