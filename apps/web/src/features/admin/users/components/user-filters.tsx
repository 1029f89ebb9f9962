import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { PLANS, USER_LIST_STATUSES } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useRoles } from '../../roles/api/roles-api.ts';

export interface UserFilterValues {
  search: string;
  role: string;
  plan: string;
  status: string;
}

export function UserFilters({
  value,
  onChange,
}: {
  value: UserFilterValues;
  onChange: (next: UserFilterValues) => void;
}) {
  const { t } = useTranslation();
  const roles = useRoles();
  const set = (key: keyof UserFilterValues) => (e: { target: { value: string } }) =>
    onChange({ ...value, [key]: e.target.value });
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 6, lg: 3 }}>
        <TextField
          label={t('admin.users.search')}
          value={value.search}
          onChange={set('search')}
          type="search"
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, lg: 3 }}>
        <TextField select label={t('admin.users.fields.role')} value={value.role} onChange={set('role')}>
          <MenuItem value="">{t('dataTable.all')}</MenuItem>
          {roles.data?.map((r) => (
            <MenuItem key={r.id} value={r.name}>
              {r.name}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4, lg: 3 }}>
        <TextField
          select
          label={t('admin.users.fields.current_plan')}
          value={value.plan}
          onChange={set('plan')}
        >
          <MenuItem value="">{t('dataTable.all')}</MenuItem>
          {PLANS.map((plan) => (
            <MenuItem key={plan} value={plan}>
              {t(`admin.plans.${plan}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4, lg: 3 }}>
        <TextField
          select
          label={t('admin.users.fields.status')}
          value={value.status}
          onChange={set('status')}
        >
          <MenuItem value="">{t('dataTable.all')}</MenuItem>
          {USER_LIST_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`admin.status.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
    </Grid>
  );
}
