import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import BugReport from '@mui/icons-material/BugReportOutlined';
import Refresh from '@mui/icons-material/Refresh';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { SimpleTable } from '@/shared/ui/simple-table.tsx';
import { useExceptions, useProvokeFault } from '@/features/development/api/telescope-api.ts';
import { MethodChip } from './method-chip.tsx';
import { ListStates } from './list-states.tsx';

/**
 * The exceptions of every instance: answers of 500 or more grouped by route and error, each group's count,
 * when it first and last happened, its stack (redacted) and its newest requests, which the explorer opens.
 */
export function ExceptionsView() {
  const { t } = useTranslation();
  const format = useFormatters();
  const groups = useExceptions();
  const provoke = useProvokeFault();
  return (
    <Card>
      <CardHeader
        title={t('development.exceptions.title')}
        subheader={t('development.exceptions.subtitle')}
        slotProps={{ title: { variant: 'h6', component: 'h2' } }}
        action={
          <Stack direction="row" spacing={1}>
            <Button startIcon={<Refresh />} onClick={() => void groups.refetch()}>
              {t('development.exceptions.refresh')}
            </Button>
            <Button startIcon={<BugReport />} loading={provoke.isPending} onClick={() => provoke.mutate()}>
              {t('development.exceptions.provoke')}
            </Button>
          </Stack>
        }
      />
      <CardContent sx={{ overflowX: 'auto' }}>
        <ListStates
          query={groups}
          loadError={t('development.exceptions.loadError')}
          emptyTitle={t('development.exceptions.emptyTitle')}
          emptyBody={t('development.exceptions.emptyBody')}
        />
        {!!groups.data?.length && (
          <SimpleTable
            size="small"
            label={t('development.exceptions.title')}
            head={
              <>
                <TableCell>{t('development.exceptions.route')}</TableCell>
                <TableCell>{t('development.exceptions.error')}</TableCell>
                <TableCell align="right">{t('development.exceptions.count')}</TableCell>
                <TableCell>{t('development.exceptions.firstAt')}</TableCell>
                <TableCell>{t('development.exceptions.lastAt')}</TableCell>
                <TableCell>{t('development.exceptions.requests')}</TableCell>
              </>
            }
          >
            {groups.data.map((g) => (
              <TableRow key={`${g.method} ${g.route} ${g.error}`} data-route={g.route}>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <MethodChip method={g.method} />
                    <Typography variant="body2" dir="ltr" sx={{ fontFamily: 'monospace' }}>
                      {g.route}
                    </Typography>
                  </Stack>
                </TableCell>
                <TableCell>
                  <Typography
                    variant="body2"
                    dir="ltr"
                    sx={{ fontFamily: 'monospace', wordBreak: 'break-word' }}
                  >
                    {g.error}
                  </Typography>
                  {g.stack && <StackTrace stack={g.stack} />}
                </TableCell>
                <TableCell align="right" data-count={g.count}>
                  {format.number(g.count)}
                </TableCell>
                <TableCell>{format.dateTime(g.first_at)}</TableCell>
                <TableCell>{format.dateTime(g.last_at)}</TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
                    {g.request_ids.map((id) => (
                      <Link
                        key={id}
                        component={RouterLink}
                        to={`/development/api-debug?request=${id}`}
                        aria-label={t('development.exceptions.openRequest', { id })}
                        sx={{ fontFamily: 'monospace' }}
                      >
                        {id.slice(0, 8)}
                      </Link>
                    ))}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </SimpleTable>
        )}
      </CardContent>
    </Card>
  );
}

/** The error's stack, folded under a summary the keyboard opens. */
function StackTrace({ stack }: { stack: string }) {
  const { t } = useTranslation();
  return (
    <Box component="details" sx={{ mt: 0.5 }}>
      <Box component="summary" sx={{ cursor: 'pointer', typography: 'caption', color: 'text.secondary' }}>
        {t('development.exceptions.stack')}
      </Box>
      <Box
        component="pre"
        dir="ltr"
        sx={{ m: 0, mt: 0.5, fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-word', maxWidth: 560 }}
      >
        {stack}
      </Box>
    </Box>
  );
}
