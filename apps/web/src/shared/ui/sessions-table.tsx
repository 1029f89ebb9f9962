import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type Session } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LocalPagination } from './local-pagination.tsx';
import { deviceOf } from './device-of.ts';
import { applyServerErrors } from './form/field-errors.ts';
import { SimpleTable } from './simple-table.tsx';

interface SessionsTableProps {
  sessions: Session[] | undefined;
  loading: boolean;
  error: unknown;
  revoking: boolean;
  onRevoke: (session: Session) => void;
}

/** "Chrome no Linux" rather than the user agent, which stays in the title for whoever needs it. */
function deviceLabel(t: TFunction, userAgent: string) {
  const { browser, os } = deviceOf(userAgent);
  if (browser && os) return t('security.sessions.browserOn', { browser, os });
  return browser ?? os ?? t('security.sessions.unknownDevice');
}

/** Signed-in devices, a page at a time; every one but the session in use can be revoked. */
export function SessionsTable({ sessions, loading, error, revoking, onRevoke }: SessionsTableProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(DEFAULT_PAGE_SIZE);
  const count = sessions?.length ?? 0;
  // A revoke can empty the last page: show the one before it.
  const shownPage = Math.min(page, Math.max(0, Math.ceil(count / pageSize) - 1));
  const shown = sessions?.slice(shownPage * pageSize, (shownPage + 1) * pageSize);
  return (
    <>
      {loading && <LinearProgress aria-label={t('common.loading')} />}
      {!!error && <Alert severity="error">{applyServerErrors(error, t)}</Alert>}
      <SimpleTable
        size="small"
        head={
          <>
            <TableCell>{t('security.sessions.device')}</TableCell>
            <TableCell>{t('security.sessions.ip')}</TableCell>
            <TableCell>{t('security.sessions.lastUsed')}</TableCell>
            <TableCell>{t('security.sessions.created')}</TableCell>
            <TableCell align="right">{t('security.sessions.actions')}</TableCell>
          </>
        }
      >
        {sessions?.length === 0 && (
          <TableRow>
            <TableCell colSpan={5} align="center">
              {t('dataTable.noData')}
            </TableCell>
          </TableRow>
        )}
        {shown?.map((session) => (
          <TableRow key={session.id}>
            <TableCell sx={{ maxWidth: 320 }}>
              <span title={session.user_agent || undefined}>{deviceLabel(t, session.user_agent)}</span>{' '}
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
      </SimpleTable>
      {count > PAGE_SIZES[0] && (
        <LocalPagination
          count={count}
          page={shownPage}
          pageSize={pageSize}
          onChange={(next, size) => {
            setPage(next);
            setPageSize(size);
          }}
        />
      )}
    </>
  );
}
