import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import { useTranslation } from 'react-i18next';
import { SessionsTable } from '@/shared/ui/sessions-table.tsx';
import { useRevokeSession, useSessions } from '@/features/account-settings/api/security-api.ts';

/** The user's signed-in devices; any but the current one can be revoked. */
export function SessionsCard() {
  const { t } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <Card>
      <CardHeader
        title={t('security.sessions.title')}
        subheader={t('security.sessions.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <SessionsTable
        sessions={sessions.data}
        loading={sessions.isPending}
        error={sessions.error ?? revoke.error}
        revoking={revoke.isPending}
        onRevoke={(session) => revoke.mutate(session.id)}
      />
    </Card>
  );
}
