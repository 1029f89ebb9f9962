import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { sessionStore } from '@/shared/auth/session-store.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LOCALE_CONFIGS } from '@/shared/i18n/locales.ts';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { DashboardCard } from '@/shared/ui/dashboard-card.tsx';
import { useSessions } from '@/features/account-settings/api/security-api.ts';

/** The reader's own account: their role, e-mail and language, and the devices signed in to it. */
export function AccountDashboardCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const user = useStore(sessionStore).userData;
  const language = useStore(settingsStore).language;
  const sessions = useSessions();
  const facts = [
    ['role', user?.role],
    ['email', user?.email],
    ['language', LOCALE_CONFIGS.find((locale) => locale.code === language)?.label],
  ] as const;
  return (
    <DashboardCard
      id="account"
      scope={user?.full_name ?? ''}
      open="/pages/account-settings/account"
      query={sessions}
      figures={
        sessions.data && [
          { name: 'devices', value: sessions.data.length, text: format.number(sessions.data.length) },
        ]
      }
    >
      <dl style={{ margin: 0 }}>
        {facts.map(([key, value]) => (
          <Typography key={key} component="div" variant="body2" sx={{ display: 'flex', gap: 1, py: 0.25 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(`account.fields.${key}`)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value || t('profile.notInformed')}
            </Typography>
          </Typography>
        ))}
      </dl>
    </DashboardCard>
  );
}
