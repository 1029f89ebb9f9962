import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Session } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../i18n/format.ts';
import { applyServerErrors } from './form/field-errors.ts';

interface SessionsTableProps {
  sessions: Session[] | undefined;
  loading: boolean;
  error: unknown;
  revoking: boolean;
  onRevoke: (session: Session) => void;
}

/** Signed-in devices; every one but the session in use can be revoked. */
export function SessionsTable({ sessions, loading, error, revoking, onRevoke }: SessionsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <>
      {loading && <LinearProgress aria-label={t('common.loading')} />}
      {!!error && <Alert severity="error">{applyServerErrors(error, t)}</Alert>}
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
            {sessions?.length === 0 && (
              <TableRow>
                <TableCell colSpan={5} align="center">
                  {t('dataTable.noData')}
                </TableCell>
              </TableRow>
            )}
            {sessions?.map((session) => (
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
                    <Button size="small" color="error" disabled={revoking} onClick={() => onRevoke(session)}>
                      {t('security.sessions.revoke')}
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
