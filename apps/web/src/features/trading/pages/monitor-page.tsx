import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import { SESSION_STATES, type SessionState } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { PageLinks } from '@/shared/ui/page-links.tsx';
import { useSessions } from '@/features/trading/api/sessions-api.ts';
import { useSessionUpdates } from '@/features/trading/api/use-session-updates.ts';
import { NewSessionDialog } from '@/features/trading/components/monitor/new-session-dialog.tsx';
import { SessionCard } from '@/features/trading/components/monitor/session-card.tsx';
import { SessionView } from '@/features/trading/components/monitor/session-view.tsx';

const PAGE_SIZE = 10;

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /automations/paracima/StrategyMonitor: paper-trading sessions, a saved strategy run bar by bar on replayed
 * or generated candles with a simulated broker, followed live. `?session=` opens one (notifications link
 * there).
 */
export default function MonitorPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<SessionState | ''>('');
  const sessions = useSessions({ page, page_size: PAGE_SIZE, state: state || undefined });
  useSessionUpdates();
  const open = idOf(params.get('session'));
  const show = (id: number | null) => setParams(id === null ? {} : { session: String(id) });
  const mayStart = ability.can('create', 'Backtest');
  const list = sessions.data?.results ?? [];
  const pages = Math.ceil((sessions.data?.count ?? 0) / PAGE_SIZE);
  const none = sessions.isSuccess && sessions.data.count === 0 && state === '';

  const newButton = mayStart && (
    <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setCreating(true)}>
      {t('trading.monitor.new')}
    </Button>
  );

  let body;
  if (sessions.isPending)
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={180} />
            ))}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Skeleton variant="rounded" height={420} />
        </Grid>
      </Grid>
    );
  else if (sessions.isError)
    body = (
      <LoadError message={applyServerErrors(sessions.error, t)} onRetry={() => void sessions.refetch()} />
    );
  else if (none && open === null)
    body = (
      <Card>
        <EmptyState
          icon={<MonitorHeartOutlined sx={{ fontSize: 48 }} />}
          title={t('trading.monitor.emptyTitle')}
          body={t(mayStart ? 'trading.monitor.empty' : 'trading.monitor.emptyReadOnly')}
        />
        {newButton && <Stack sx={{ alignItems: 'center', pb: 6 }}>{newButton}</Stack>}
      </Card>
    );
  else
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={2} component="section" aria-label={t('trading.monitor.sessions')}>
            <OptionSelect
              label={t('trading.monitor.stateFilter')}
              value={state}
              emptyLabel={t('trading.monitor.allStates')}
              options={SESSION_STATES.map((name) => ({ value: name, label: t(`trading.state.${name}`) }))}
              onChange={(value) => {
                setState(value as SessionState | '');
                setPage(1);
              }}
            />
            {list.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                selected={session.id === open}
                onDeleted={() => session.id === open && show(null)}
              />
            ))}
            {list.length === 0 && <EmptyState title={t('trading.monitor.noneInState')} />}
            <PageLinks pages={pages} page={page} onChange={setPage} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          {open === null ? (
            <Card>
              <EmptyState
                icon={<MonitorHeartOutlined sx={{ fontSize: 48 }} />}
                title={t('trading.monitor.pickTitle')}
                body={t('trading.monitor.pick')}
              />
            </Card>
          ) : (
            <SessionView key={open} id={open} onDeleted={() => show(null)} />
          )}
        </Grid>
      </Grid>
    );

  return (
    <>
      <PageHeader
        title={t('page.paracimaMonitor')}
        subtitle={t('trading.monitor.subtitle')}
        actions={none && open === null ? undefined : newButton}
      />
      {body}
      {mayStart && (
        <NewSessionDialog open={creating} onClose={() => setCreating(false)} onStarted={(s) => show(s.id)} />
      )}
    </>
  );
}
