import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { PlantAllocationVersion } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { usePlantAllocations } from '@/features/energy/api/plant-api.ts';
import {
  downloadDistributorForm,
  useAllocationContext,
  useRebalancingSuggestion,
} from '@/features/energy/api/allocation-api.ts';
import { AllocationEditor } from '@/features/energy/components/allocation-editor.tsx';
import { AllocationHistory } from '@/features/energy/components/allocation-history.tsx';
import { cycleOptions, draftFrom } from '@/features/energy/components/allocation-draft.ts';
import { Section } from '@/features/energy/components/overview-section.tsx';
import { ProtocolDialog } from '@/features/energy/components/protocol-dialog.tsx';
import { RebalancingPreview } from '@/features/energy/components/rebalancing-preview.tsx';
import { BackButton, DetailLoadError, routeId } from '@/features/energy/components/detail-header.tsx';

/** The version a new draft starts from: the one in force, or else the newest. */
const baseOf = (versions: PlantAllocationVersion[]) =>
  versions.find((v) => v.status === 'VIGENTE') ?? versions[0];

/**
 * /geracao/usinas/:id/rateio: the plant's rateio versions by effective cycle, and a new version (by
 * percentage or priority) that takes effect after the last closed cycle. With `?sugestao=1` (the credits
 * overview's link) the rebalancing suggestion is previewed above, and put in the editor as a draft on request.
 */
export default function AllocationPage() {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const id = routeId(useParams().id);
  const [params, setParams] = useSearchParams();
  const ability = useAbility();
  const mayCreate = ability.can('create', 'Prosumidor');
  const mayUpdate = ability.can('update', 'Prosumidor');
  const context = useAllocationContext(id);
  const versions = usePlantAllocations(id ?? 0, id !== null);
  const [saved, setSaved] = useState<number | null>(null);
  const [protocolFor, setProtocolFor] = useState<PlantAllocationVersion | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const suggested = params.get('sugestao') === '1';
  const suggestion = useRebalancingSuggestion(id, suggested);
  const [applied, setApplied] = useState(false);
  const proposal = new Map<number, number>(
    applied ? (suggestion.data?.items ?? []).map((item) => [item.unit_id, item.proposed_ppm]) : [],
  );
  const dropped = [...proposal.values()].filter((ppm) => ppm === 0).length;
  const decimal = (1.5).toLocaleString(i18n.language).includes(',') ? ',' : '.';

  const back = (
    <BackButton
      to={id === null ? '/geracao/visao-geral' : `/geracao/usinas/${id}`}
      label={t('energy.allocation.back')}
    />
  );
  const failed = id === null || context.isError || versions.isError;
  if (failed) {
    const missing = id === null || (context.error instanceof ApiRequestError && context.error.status === 404);
    return missing ? (
      <>
        <PageHeader title={t('page.geracaoRateio')} actions={back} />
        <Alert severity="warning">{t('energy.plant.notFound')}</Alert>
      </>
    ) : (
      <DetailLoadError
        title={t('page.geracaoRateio')}
        back={back}
        message={t('energy.loadError')}
        onRetry={() => void context.refetch()}
      />
    );
  }
  const ctx = context.data;
  const list = versions.data;
  const ready = ctx && list;
  const firstCycle = ctx ? cycleOptions(ctx.last_closed_cycle)[0]! : '';
  const get = (version: PlantAllocationVersion, kind: 'csv' | 'xlsx') =>
    downloadDistributorForm(version.id, version.version, kind).catch((error: unknown) =>
      setDownloadError(error instanceof ApiRequestError ? (error.detail ?? error.message) : String(error)),
    );

  return (
    <>
      <PageHeader
        title={ctx ? t('energy.allocation.title', { plant: ctx.plant_name }) : t('page.geracaoRateio')}
        subtitle={
          ctx &&
          t('energy.allocation.subtitle', {
            distributor: ctx.distributor,
            cycle: ctx.last_closed_cycle ? format.month(ctx.last_closed_cycle) : '—',
          })
        }
        actions={back}
      />
      <Grid container spacing={3}>
        {suggested && (
          <Grid size={12}>
            <Section title={t('energy.allocation.suggestion.title')} loading={suggestion.isLoading}>
              {suggestion.isError && (
                <LoadError message={t('energy.loadError')} onRetry={() => void suggestion.refetch()} />
              )}
              {suggestion.data && (
                <RebalancingPreview
                  suggestion={suggestion.data}
                  applied={applied}
                  onApply={mayCreate ? () => setApplied(true) : undefined}
                />
              )}
            </Section>
          </Grid>
        )}
        {mayCreate && (
          <Grid size={12}>
            <Section title={t('energy.allocation.newTitle')} loading={!ready}>
              {saved !== null && (
                <Alert severity="success" sx={{ mb: 2 }} data-testid="allocation-saved">
                  {t('energy.allocation.saved', { version: saved })}
                </Alert>
              )}
              {proposal.size > 0 && saved === null && (
                <Alert severity="info" sx={{ mb: 2 }}>
                  {t('energy.allocation.proposalApplied', { count: proposal.size - dropped })}
                  {dropped > 0 && ` ${t('energy.allocation.proposalDropped', { count: dropped })}`}
                </Alert>
              )}
              {ready && (
                <AllocationEditor
                  key={`${saved ?? 'new'}-${applied}`}
                  context={ctx}
                  initial={draftFrom(
                    baseOf(list),
                    firstCycle,
                    saved === null ? proposal : undefined,
                    decimal,
                  )}
                  onSaved={(version) => {
                    setSaved(version);
                    setApplied(false);
                    if (suggested)
                      setParams(
                        (p) => {
                          p.delete('sugestao');
                          return p;
                        },
                        { replace: true },
                      );
                  }}
                />
              )}
            </Section>
          </Grid>
        )}
        <Grid size={12}>
          <Section title={t('energy.allocation.versionsTitle')} loading={!list}>
            {downloadError && (
              <Alert severity="error" sx={{ mb: 2 }} onClose={() => setDownloadError(null)}>
                {downloadError}
              </Alert>
            )}
            {list && (
              <AllocationHistory
                versions={list}
                actions={(version) => (
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
                    <Button
                      size="small"
                      startIcon={<DownloadOutlined />}
                      onClick={() => void get(version, 'csv')}
                    >
                      {t('energy.allocation.formCsv')}
                    </Button>
                    <Button
                      size="small"
                      startIcon={<DownloadOutlined />}
                      onClick={() => void get(version, 'xlsx')}
                    >
                      {t('energy.allocation.formXlsx')}
                    </Button>
                    {mayUpdate && version.status === 'RASCUNHO' && (
                      <Button size="small" variant="outlined" onClick={() => setProtocolFor(version)}>
                        {t('energy.allocation.protocolAction')}
                      </Button>
                    )}
                  </Stack>
                )}
              />
            )}
          </Section>
        </Grid>
      </Grid>
      {id !== null && (
        <ProtocolDialog plantId={id} version={protocolFor} onClose={() => setProtocolFor(null)} />
      )}
    </>
  );
}
