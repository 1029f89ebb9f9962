import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { User } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { LOCALE_CONFIGS } from '@/shared/i18n/locales.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';

type Row = { key: string; value: string };

function Section({ title, rows }: { title: string; rows: Row[] }) {
  const { t } = useTranslation();
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="overline" component="h2" color="text.secondary">
          {title}
        </Typography>
        <dl style={{ margin: 0 }}>
          {rows.map((row) => (
            <div key={row.key} style={{ display: 'flex', gap: 8, padding: '6px 0' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {t(`account.fields.${row.key}`)}:
              </Typography>
              <Typography component="dd" sx={{ m: 0, color: row.value ? 'text.primary' : 'text.secondary' }}>
                {row.value || t('profile.notInformed')}
              </Typography>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

/** The signed-in user's own record, as the server has it. */
export function ProfileDetails({ user }: { user: User }) {
  const { t } = useTranslation();
  const format = useFormatters();
  // The language in effect: the interface's (a saved preference is applied to it, a device's choice too).
  const shown = useStore(settingsStore).language;
  const language = LOCALE_CONFIGS.find((locale) => locale.code === shown)?.label ?? '';
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section
          title={t('profile.about')}
          rows={[
            { key: 'full_name', value: user.full_name ?? '' },
            { key: 'username', value: user.username ?? '' },
            { key: 'role', value: user.role ?? '' },
            { key: 'company', value: user.company ?? '' },
            { key: 'birth_date', value: user.birth_date ? format.date(`${user.birth_date}T12:00:00`) : '' },
            { key: 'language', value: language },
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Section
          title={t('profile.contacts')}
          rows={[
            { key: 'email', value: user.email ?? '' },
            { key: 'contact', value: user.contact ?? '' },
            { key: 'mobile', value: user.mobile ?? '' },
            { key: 'address', value: user.address ?? '' },
            { key: 'city', value: user.city ?? '' },
            { key: 'country', value: user.country ?? '' },
          ]}
        />
      </Grid>
    </Grid>
  );
}
