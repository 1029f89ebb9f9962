import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ClearFiltersButton } from '@/shared/ui/grid/clear-filters-button.tsx';
import type { ServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { GridSearchField } from '@/shared/ui/grid/grid-search-field.tsx';
import { useUserChoices } from './use-user-choices.ts';

export const USER_FILTERS = ['role', 'plan', 'status'] as const;
export type UsersGridState = ServerGrid<(typeof USER_FILTERS)[number]>;

const FIELDS = { role: 'role', plan: 'current_plan', status: 'status' } as const;

export function UserFilters({ grid }: { grid: UsersGridState }) {
  const { t } = useTranslation();
  const choices = useUserChoices();
  const ability = useAbility();
  // The server refuses a filter on a field the reader may not read: its choices are not offered either.
  const offered = USER_FILTERS.filter((key) => ability.can('read', 'Admin', FIELDS[key]));
  return (
    <Grid container spacing={2} sx={{ p: 2, alignItems: 'center' }}>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <GridSearchField grid={grid} label={t('admin.users.search')} />
      </Grid>
      {offered.map((key) => (
        <Grid key={key} size={{ xs: 12, sm: 4, lg: 2.5 }}>
          <OptionSelect
            label={t(`admin.users.fields.${FIELDS[key]}`)}
            options={key === 'status' ? choices.listStatus : choices[FIELDS[key]]}
            value={grid.filters[key]}
            onChange={(next) => grid.setFilter(key, next)}
            emptyLabel={t('dataTable.all')}
          />
        </Grid>
      ))}
      <Grid size={{ xs: 12, lg: 1.5 }}>
        <ClearFiltersButton grid={grid} />
      </Grid>
    </Grid>
  );
}
