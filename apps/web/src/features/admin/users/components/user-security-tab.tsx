import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import type { AdminUser } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../../shared/i18n/format.ts';
import { applyServerErrors } from '../../../../shared/ui/form/field-errors.ts';
import { useRevokeUserSession, useSendResetLink, useUserSessions } from '../api/users-api.ts';

/** The user's signed-in devices, each revocable, and a password reset link sent on request. */
export function UserSecurityTab({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  const format = useFormatters();
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
        {sessions.isPending && <LinearProgress aria-label={t('common.loading')} />}
        {sessions.isError && <Alert severity="error">{applyServerErrors(sessions.error, t)}</Alert>}
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('security.sessions.device')}</TableCell>
                <TableCell>{t('security.sessions.ip')}</TableCell>
                <TableCell>{t('security.sessions.lastUsed')}</TableCell>
                <TableCell>{t('security.sessions.created')}</TableCell>
                <TableCell align="right">{t('security.sessions.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {sessions.data?.length === 0 && (
                <TableRow>
                  <TableCell colSpan={5} align="center">
                    {t('dataTable.noData')}
                  </TableCell>
                </TableRow>
              )}
              {sessions.data?.map((s) => (
                <TableRow key={s.id}>
                  <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                    {s.user_agent || t('security.sessions.unknownDevice')}
                  </TableCell>
                  <TableCell>{s.ip}</TableCell>
                  <TableCell>{format.dateTime(s.last_used_at)}</TableCell>
                  <TableCell>{format.dateTime(s.created_at)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      color="error"
                      disabled={revoke.isPending}
                      onClick={() =>
                        act(
                          () => revoke.mutateAsync({ id: user.id, session: s.id }),
                          t('admin.users.security.revoked'),
                        )
                      }
                    >
                      {t('security.sessions.revoke')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Card>
    </Stack>
  );
}
