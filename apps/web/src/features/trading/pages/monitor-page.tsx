import { useState } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import AddOutlined from '@mui/icons-material/AddOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import { SESSION_STATES } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { ServerPageLinks } from '@/shared/ui/grid/server-page-links.tsx';
import { useServerGrid } from '@/shared/ui/grid/use-server-grid.ts';
import { useQueryUpdate } from '@/shared/hooks/use-query-update.ts';
import { useSessions } from '@/features/trading/api/sessions-api.ts';
import { useSessionUpdates } from '@/features/trading/api/use-session-updates.ts';
import { NewSessionDialog } from '@/features/trading/components/monitor/new-session-dialog.tsx';
import { SessionCard } from '@/features/trading/components/monitor/session-card.tsx';
import { SessionView } from '@/features/trading/components/monitor/session-view.tsx';
import { LOG_PREFIX } from '@/features/trading/components/monitor/session-log.tsx';

const idOf = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** `query` opening session `id` (none: closing it): its log on the first page, the list as it was. */
function openSession(query: URLSearchParams, id: number | null) {
  for (const key of [...query.keys()]) if (key.startsWith(LOG_PREFIX)) query.delete(key);
  if (id === null) query.delete('session');
  else query.set('session', String(id));
  return query;
}

/**
 * /automations/paracima/StrategyMonitor: paper-trading sessions, a saved strategy run bar by bar on replayed
 * or generated candles with a simulated broker, followed live. `?session=` opens one (notifications link
 * there); the list's state filter and page are in the URL too.
 */
export default function MonitorPage() {
  const { t } = useTranslation();
  const ability = useAbility();
  const [params, updateQuery] = useQueryUpdate();
  const [creating, setCreating] = useState(false);
  const grid = useServerGrid(['state']);
  const state = SESSION_STATES.find((name) => name === grid.filters.state);
  const sessions = useSessions({ page: grid.query.page, page_size: grid.query.page_size, state });
  useSessionUpdates();
  const open = idOf(params.get('session'));
  const show = (id: number | null) => updateQuery((query) => openSession(query, id));
  const mayStart = ability.can('create', 'Backtest');
  const list = sessions.data?.results ?? [];
  const none = sessions.isSuccess && sessions.data.count === 0 && state === undefined;

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
              value={state ?? ''}
              emptyLabel={t('trading.monitor.allStates')}
              options={SESSION_STATES.map((name) => ({ value: name, label: t(`trading.state.${name}`) }))}
              onChange={(value) => grid.setFilter('state', value)}
            />
            {list.map((session) => (
              <SessionCard
                key={session.id}
                session={session}
                href={`?${openSession(new URLSearchParams(params), session.id)}`}
                selected={session.id === open}
                onDeleted={() => session.id === open && show(null)}
              />
            ))}
            {list.length === 0 && <EmptyState title={t('trading.monitor.noneInState')} />}
            <ServerPageLinks grid={grid} count={sessions.data?.count ?? 0} />
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
