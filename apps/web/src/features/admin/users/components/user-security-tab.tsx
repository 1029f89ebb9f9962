import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import type { AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { SessionsTable } from '@/shared/ui/sessions-table.tsx';
import { useRevokeUserSession, useSendResetLink, useUserSessions } from '@/shared/api/users-api.ts';

/** The user's signed-in devices, revocable but for the one in use, and a password reset link sent on request. */
export function UserSecurityTab({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const sessions = useUserSessions(user.id);
  const revoke = useRevokeUserSession();
  const reset = useSendResetLink();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const act = async (action: () => Promise<{ detail?: string } | unknown>, okText?: string) => {
    try {
      const result = (await action()) as { detail?: string } | undefined;
      setNotice({ ok: true, text: result?.detail ?? okText ?? '' });
    } catch (e) {
      setNotice({ ok: false, text: applyServerErrors(e, t) });
    }
  };
  return (
    <Stack spacing={3}>
      {notice && (
        <Alert severity={notice.ok ? 'success' : 'error'} onClose={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Card>
        <CardHeader
          title={t('admin.users.security.resetTitle')}
          subheader={t('admin.users.security.resetBody')}
          slotProps={{ title: { component: 'h3', variant: 'h6' } }}
        />
        <CardContent>
          <Button
            variant="contained"
            disabled={reset.isPending || user.status === 'inactive'}
            onClick={() => act(() => reset.mutateAsync(user.id))}
          >
            {t('admin.users.security.sendReset')}
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader
          title={t('admin.users.security.sessionsTitle')}
          subheader={t('admin.users.security.sessionsBody')}
          slotProps={{ title: { component: 'h3', variant: 'h6' } }}
        />
        <SessionsTable
          sessions={sessions.data}
          loading={sessions.isPending}
          error={sessions.error}
          revoking={revoke.isPending}
          onRevoke={(session) =>
            act(
              () => revoke.mutateAsync({ id: user.id, session: session.id }),
              t('admin.users.security.revoked'),
            )
          }
        />
      </Card>
    </Stack>
  );
}
