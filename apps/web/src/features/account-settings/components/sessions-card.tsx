import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardHeader from '@mui/material/CardHeader';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../../shared/i18n/format.ts';
import { applyServerErrors } from '../../../shared/ui/form/field-errors.ts';
import { useRevokeSession, useSessions } from '../api/security-api.ts';

/** The user's signed-in devices; any but the current one can be revoked. */
export function SessionsCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  return (
    <Card>
      <CardHeader
        title={t('security.sessions.title')}
        subheader={t('security.sessions.subtitle')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      {sessions.isPending && <LinearProgress aria-label={t('common.loading')} />}
      {sessions.isError && <Alert severity="error">{applyServerErrors(sessions.error, t)}</Alert>}
      {revoke.isError && <Alert severity="error">{applyServerErrors(revoke.error, t)}</Alert>}
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
            {sessions.data?.map((session) => (
              <TableRow key={session.id}>
                <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                  {session.user_agent || t('security.sessions.unknownDevice')}{' '}
                  {session.current && <Chip size="small" label={t('security.sessions.current')} />}
                </TableCell>
                <TableCell>{session.ip}</TableCell>
                <TableCell>{format.dateTime(session.last_used_at)}</TableCell>
                <TableCell>{format.dateTime(session.created_at)}</TableCell>
                <TableCell align="right">
                  {!session.current && (
                    <Button
                      size="small"
                      color="error"
                      disabled={revoke.isPending}
                      onClick={() => revoke.mutate(session.id)}
                    >
                      {t('security.sessions.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Card>
  );
}
