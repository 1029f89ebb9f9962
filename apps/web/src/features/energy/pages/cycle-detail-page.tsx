import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Cycle } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useClosePreview, useCycle, useCycleInvoices } from '@/features/energy/api/cycle-api.ts';
import { useCycleMovements } from '@/features/energy/api/cycle-records-api.ts';
import {
  CycleActionButtons,
  CycleActionDialog,
  useCycleActionsOf,
  type AskedCycleAction,
} from '@/features/energy/components/cycle-actions.tsx';
import { MissingBillsList } from '@/features/energy/components/cycle-close-dialog.tsx';
import { CycleClosePanel } from '@/features/energy/components/cycle-close-panel.tsx';
import { CycleHistory } from '@/features/energy/components/cycle-history.tsx';
import { CycleInvoicesGrid } from '@/features/energy/components/cycle-invoices-grid.tsx';
import { CycleMovementsGrid } from '@/features/energy/components/cycle-movements-grid.tsx';
import { CycleOverrideNote } from '@/features/energy/components/cycle-override-note.tsx';
import { CycleStateChips } from '@/features/energy/components/cycle-state-chips.tsx';
import { routeId } from '@/features/energy/components/detail-header.tsx';
import { cycleInvoicesPath } from '@/features/energy/components/detail-paths.ts';
import { DetailFacts, DetailKpis } from '@/features/energy/components/detail-facts.tsx';
import { useDetailFallback } from '@/features/energy/components/detail-fallback.tsx';
import { kpiTexts } from '@/features/energy/components/kpi-texts.ts';
import { Section, TableSection } from '@/features/energy/components/overview-section.tsx';
import { useCycleJob } from '@/features/energy/components/use-cycle-job.ts';

/** What the cycle's state says in a sentence: when it closed, or from when it may close. */
function stateLine(
  t: ReturnType<typeof useTranslation>['t'],
  format: ReturnType<typeof useFormatters>,
  cycle: Cycle,
  closableFrom?: string,
) {
  if (cycle.state === 'closed' && cycle.closed_at)
    return t('energy.cycle.closedOn', { date: format.dateTime(cycle.closed_at) });
  if (cycle.state === 'open' && closableFrom)
    return t('energy.cycle.closableFrom', { date: format.day(closableFrom) });
  return t(`energy.cycles.state.${cycle.state}`);
}

/**
 * /creditos/ciclos/:id: one billing cycle — its state and history (closes, overrides with their reason and
 * UCs, reopenings, recomputes), its totals, the UCs without a distributor bill, its invoices and its credit
 * movements — and the actions the reader may take on it.
 */
export default function CycleDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const mayReadInvoices = useAbility().can('read', 'Financeiro');
  const id = routeId(useParams().id);
  const job = useCycleJob();
  const query = useCycle(id, job.polling);
  const preview = useClosePreview(id);
  const closed = query.data?.state === 'closed';
  const invoices = useCycleInvoices(id, closed && mayReadInvoices);
  const movements = useCycleMovements(query.data?.cycle, { page_size: 5 });
  const actionsOf = useCycleActionsOf();
  const [asked, setAsked] = useState<AskedCycleAction | null>(null);
  const { title, back, fallback } = useDetailFallback(id, query, 'cycle');
  if (fallback) return fallback;
  const cycle = query.data;
  const kpi = kpiTexts(t, 'energy.cycle');
  const missing = preview.data;
  return (
    <>
      <PageHeader
        title={cycle ? t('energy.cycle.title', { cycle: format.month(cycle.cycle) }) : title}
        subtitle={cycle && stateLine(t, format, cycle, missing?.closable_from)}
        actions={
          <>
            {back}
            {cycle && (
              <CycleActionButtons cycle={cycle} actions={actionsOf(cycle)} onAsk={setAsked} size="medium" />
            )}
          </>
        }
      />
      {cycle && job.tracked && <CycleClosePanel cycle={cycle} job={job} />}
      <Grid container spacing={3}>
        <Grid size={12}>
          <DetailFacts>{cycle && <CycleStateChips cycle={cycle} />}</DetailFacts>
        </Grid>
        {cycle?.stale && cycle.state === 'closed' && (
          <Grid size={12}>
            <Alert severity="warning" data-testid="cycle-stale-note">
              {t('energy.cycles.staleBody')}
            </Alert>
          </Grid>
        )}
        {cycle?.override && (
          <Grid size={12}>
            <CycleOverrideNote override={cycle.override} preview={missing} />
          </Grid>
        )}
        <Grid size={12}>
          <Grid container spacing={3}>
            <DetailKpis
              kpis={[
                <KpiCard {...kpi('units')} value={cycle && format.number(cycle.units_total)} />,
                ...(mayReadInvoices
                  ? [
                      <KpiCard
                        {...kpi('invoices')}
                        value={cycle && (closed ? invoices.data && format.number(invoices.data.count) : '—')}
                      />,
                      <KpiCard
                        {...kpi('billed')}
                        value={
                          cycle &&
                          (closed ? invoices.data && format.centavos(invoices.data.total_centavos) : '—')
                        }
                      />,
                    ]
                  : []),
                <KpiCard
                  {...kpi('movements')}
                  value={movements.data && format.number(movements.data.count)}
                />,
              ]}
            />
          </Grid>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Section title={t('energy.cycle.historyTitle')} loading={!cycle}>
            {cycle && <CycleHistory cycle={cycle} />}
          </Section>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Section title={t('energy.cycle.missingTitle')} loading={!missing}>
            {missing &&
              (missing.missing_bills_count === 0 ? (
                <EmptyState title={t('energy.cycle.noMissing')} body={t('energy.cycle.noMissingBody')} />
              ) : (
                <>
                  <Typography sx={{ mb: 1 }}>
                    {t('energy.cycle.missingCount', { count: missing.missing_bills_count })}
                  </Typography>
                  <MissingBillsList preview={missing} />
                </>
              ))}
          </Section>
        </Grid>
        {mayReadInvoices && (
          <Grid size={12}>
            <TableSection
              title={t('energy.cycle.invoicesTitle')}
              table={
                cycle && (
                  <>
                    <CycleInvoicesGrid cycle={cycle.cycle} />
                    <Button component={RouterLink} to={cycleInvoicesPath(cycle.cycle)} sx={{ ml: 2, mt: 1 }}>
                      {t('energy.cycles.seeInvoices')}
                    </Button>
                    <Button
                      component={RouterLink}
                      to={`/financeiro/visao-geral?from=${cycle.cycle}&to=${cycle.cycle}`}
                      sx={{ mx: 2, mt: 1 }}
                    >
                      {t('energy.cycle.financeLink')}
                    </Button>
                  </>
                )
              }
            />
          </Grid>
        )}
        <Grid size={12}>
          <TableSection
            title={t('energy.cycle.movementsTitle')}
            table={cycle && <CycleMovementsGrid cycle={cycle.cycle} />}
          />
        </Grid>
      </Grid>
      <CycleActionDialog asked={asked} job={job} onClose={() => setAsked(null)} />
    </>
  );
}
