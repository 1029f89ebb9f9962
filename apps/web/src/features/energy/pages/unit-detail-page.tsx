import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { connectionLabel, unitClassLabel } from '@/shared/i18n/labels.ts';
import { KpiCard } from '@/shared/ui/kpi-card.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useShareFormat } from '@/features/energy/components/share-rounding.ts';
import { useInvoicesOf, useUnitStatement } from '@/features/energy/api/billing-api.ts';
import { useCycles } from '@/features/energy/api/cycle-api.ts';
import { routeId } from '@/features/energy/components/detail-header.tsx';
import { DetailFacts, DetailKpis } from '@/features/energy/components/detail-facts.tsx';
import { useDetailFallback } from '@/features/energy/components/detail-fallback.tsx';
import { kpiTexts } from '@/features/energy/components/kpi-texts.ts';
import { customerPath } from '@/features/energy/components/detail-paths.ts';
import { InvoicesTable } from '@/features/energy/components/invoices-table.tsx';
import { Section, TableSection } from '@/features/energy/components/overview-section.tsx';
import { plantPath } from '@/features/energy/components/plants-table.tsx';
import { UnitCyclesTable } from '@/features/energy/components/unit-cycles-table.tsx';
import { UnitLotsTable } from '@/features/energy/components/unit-lots-table.tsx';
import { ListExportBar } from '@/features/energy/components/list-export-bar.tsx';
import { UnitActions, UnitHistory } from '@/features/energy/records/unit-records.tsx';

const monthIndex = (cycle: string) => Number(cycle.slice(0, 4)) * 12 + Number(cycle.slice(5, 7));

/**
 * /prosumidores/ucs/:id: one UC as its customer asks about it — bills and compensation by cycle, credits by
 * vintage with their ledger (for a reader of Créditos), invoices and payments (for a reader of Financeiro).
 */
export default function UnitDetailPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const shareText = useShareFormat(4);
  const ability = useAbility();
  const id = routeId(useParams().id);
  const statement = useUnitStatement(id);
  const mayReadFinance = ability.can('read', 'Financeiro') && id !== null;
  const invoices = useInvoicesOf({ unit_id: id ?? 0 }, mayReadFinance);
  // A closed cycle an import changed since reads stale: the UC's figures of it are out of date.
  const closedCycles = useCycles({ state: 'closed', page_size: 100 }, false, ability.can('read', 'Credito'));
  const stale = new Set(closedCycles.data?.results.filter((c) => c.stale).map((c) => c.cycle));
  const data = statement.data;
  const { title, back, fallback } = useDetailFallback(id, statement, 'unit');
  if (fallback) return fallback;

  const unit = data?.unit;
  const latest = data?.cycles.find((c) => c.compensation)?.compensation;
  const kpi = kpiTexts(t, 'energy.unit');
  const latestCycle = data?.cycles.find((c) => c.compensation)?.cycle;
  const staleCycles =
    data?.cycles.filter((c) => c.compensation && stale.has(c.cycle)).map((c) => c.cycle) ?? [];
  // Usable while the cycle is before expira_em: what expires in the 3 cycles after the latest closed one.
  const expiring =
    latestCycle &&
    data?.lots
      ?.filter((lot) => lot.status === 'ATIVO' && monthIndex(lot.expires_at) <= monthIndex(latestCycle) + 3)
      .reduce((s, lot) => s + lot.balance_kwh, 0);
  return (
    <>
      <PageHeader
        title={unit ? t('energy.unit.title', { installation: unit.installation_number }) : title}
        subtitle={
          unit &&
          t('energy.unit.subtitle', {
            distributor: unit.distributor,
            place: unit.city ? `${unit.city}/${unit.uf}` : unit.uf,
          })
        }
        actions={
          <>
            {back}
            {id !== null && <UnitActions id={id} />}
          </>
        }
      />
      <Grid container spacing={3}>
        <Grid size={12}>
          <DetailFacts>
            {unit && (
              <>
                <Typography component="span">
                  {t('energy.unit.holder')}{' '}
                  <Link component={RouterLink} to={customerPath(unit.customer_id)} sx={{ fontWeight: 600 }}>
                    {unit.customer_name}
                  </Link>
                </Typography>
                <Chip size="small" variant="outlined" label={unitClassLabel(t, unit.unit_class)} />
                {unit.connection && (
                  <Chip size="small" variant="outlined" label={connectionLabel(t, unit.connection)} />
                )}
                <Chip
                  size="small"
                  variant="outlined"
                  label={t('energy.unit.group', { group: unit.supply_group, subgroup: unit.subgroup })}
                />
                {!unit.active && <Chip size="small" label={t('energy.unit.inactive')} />}
                {unit.plants.map((plant) => (
                  <Chip
                    key={plant.id}
                    size="small"
                    variant="outlined"
                    label={t('energy.unit.plantShare', {
                      plant: plant.name,
                      share: plant.percent_ppm === null ? '—' : shareText(plant.percent_ppm),
                    })}
                    {...(ability.can('read', 'Geracao')
                      ? { component: RouterLink, to: plantPath(plant.id), clickable: true }
                      : {})}
                  />
                ))}
              </>
            )}
          </DetailFacts>
        </Grid>
        {staleCycles.length > 0 && (
          <Grid size={12}>
            <Alert severity="warning" data-testid="unit-stale">
              {t('energy.unit.stale', {
                count: staleCycles.length,
                cycles: staleCycles.map((c) => format.month(c)).join(', '),
              })}
            </Alert>
          </Grid>
        )}
        <DetailKpis
          kpis={[
            <KpiCard
              {...kpi('consumption')}
              value={data && (latest ? format.energy(latest.consumption_kwh) : '—')}
            />,
            <KpiCard
              {...kpi('compensated')}
              value={data && (latest ? format.energy(latest.compensated_kwh) : '—')}
            />,
            <KpiCard
              {...kpi('balance')}
              value={data && (latest ? format.energy(latest.balance_kwh) : '—')}
            />,
            ...(data?.lots
              ? [
                  <KpiCard
                    {...kpi('expiring')}
                    value={typeof expiring === 'number' ? format.energy(expiring) : '—'}
                    attention={typeof expiring === 'number' && expiring > 0}
                  />,
                ]
              : []),
          ]}
        />
        <Grid size={12}>
          <Section title={t('energy.unit.cyclesTitle')} loading={!data}>
            {data && id !== null && ability.can('read', 'Credito') && (
              <ListExportBar
                path="/energy/credits/results/export/"
                name="apuracoes"
                query={{ unit_id: id }}
                empty={!data.cycles.length}
              />
            )}
            {data && <UnitCyclesTable cycles={data.cycles} />}
          </Section>
        </Grid>
        {data?.lots !== null && (
          <Grid size={12}>
            <Section title={t('energy.unit.lotsTitle')} loading={!data}>
              {data?.lots && id !== null && (
                <>
                  <ListExportBar
                    path="/energy/credits/lots/export/"
                    name="lotes-de-credito"
                    query={{ unit_id: id }}
                    empty={!data.lots.length}
                  />
                  <UnitLotsTable lots={data.lots} />
                </>
              )}
            </Section>
          </Grid>
        )}
        {mayReadFinance && (
          <Grid size={12}>
            <TableSection
              title={t('energy.unit.invoicesTitle')}
              table={invoices.data && <InvoicesTable invoices={invoices.data.results} />}
            />
          </Grid>
        )}
        {id !== null && (
          <Grid size={12}>
            <UnitHistory id={id} />
          </Grid>
        )}
      </Grid>
    </>
  );
}
