import Grid from '@mui/material/Grid';
import { SearchField } from '../../shared/search-field.tsx';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../shared/option-select.tsx';
import { useUserChoices } from './use-user-choices.ts';

export interface UserFilterValues {
  search: string;
  role: string;
  plan: string;
  status: string;
}

const FILTERS = [
  ['role', 'role'],
  ['plan', 'current_plan'],
  ['status', 'status'],
] as const;

export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}) {
  const { t } = useTranslation();
  const choices = useUserChoices();
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <SearchField
          label={t('admin.users.search')}
          value={value.search}
          onSearch={(search) => onChange({ ...value, search })}
        />
      </Grid>
      {FILTERS.map(([key, field]) => (
        <Grid key={key} size={{ xs: 12, sm: 4, lg: 3 }}>
          <OptionSelect
            label={t(`admin.users.fields.${field}`)}
            options={key === 'status' ? choices.listStatus : choices[field]}
            value={value[key]}
            onChange={(next) => onChange({ ...value, [key]: next })}
            emptyLabel={t('dataTable.all')}
          />
        </Grid>
      ))}
    </Grid>
  );
}
