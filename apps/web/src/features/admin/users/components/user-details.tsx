import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { languageLabel } from '@/shared/i18n/labels.ts';

const FIELDS = [
  'full_name',
  'first_name',
  'last_name',
  'username',
  'email',
  'company',
  'contact',
  'mobile',
  'cpf',
  'birth_date',
  'address',
  'city',
  'state',
  'pincode',
  'country',
  'language',
  'timezone',
  'currency',
  'billing',
  'created_at',
] as const;

export function UserDetails({ user }: { user: AdminUser }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const display = (name: (typeof FIELDS)[number]) => {
    const value = user[name];
    if (!value) return '—';
    if (name === 'created_at') return format.dateTime(value);
    if (name === 'birth_date') return format.date(`${value}T12:00:00`);
    if (name === 'country' && /^[A-Z]{2}$/.test(value))
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(value) ?? value;
    if (name === 'language') return languageLabel(i18n.language, value);
    return value;
  };
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, auto) 1fr' },
        columnGap: 3,
        rowGap: 1,
      }}
    >
      {FIELDS.map((name) => (
        <Box key={name} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {t(`admin.users.fields.${name}`)}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {display(name)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
