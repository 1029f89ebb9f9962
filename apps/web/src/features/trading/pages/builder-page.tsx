import { useEffect } from 'react';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useInstruments, useStrategies } from '@/features/trading/api/trading-api.ts';
import { BuilderWorkspace } from '@/features/trading/components/builder/builder-workspace.tsx';
import { RUN_FORM_DEFAULTS, type RunFormValues } from '@/features/trading/components/run-form-values.ts';
import { useSavedDefaults } from '@/features/trading/components/use-saved-defaults.ts';

/**
 * /automations/paracima/builder: compose a strategy from indicators, comparisons and crosses, see it trade
 * as it is built, save it as a new version and backtest it. `?strategy=` opens a saved one.
 */
export default function BuilderPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const strategies = useStrategies();
  const instruments = useInstruments();
  // The preview's data and costs outlive the strategy shown: opening another keeps them. They start from
  // the user's saved settings once these arrive; what was typed meanwhile stays.
  const { saved, applyMarketCosts } = useSavedDefaults();
  const dataForm = useForm<RunFormValues>({
    defaultValues: RUN_FORM_DEFAULTS,
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const firstInstrument = instruments.data?.results[0];
  useEffect(() => {
    if (firstInstrument && !dataForm.getValues('instrument_id'))
      dataForm.setValue('instrument_id', String(firstInstrument.id), { shouldDirty: true });
  }, [firstInstrument, dataForm]);

  const ruleStrategies = (strategies.data?.results ?? []).filter((s) => s.definition.kind === 'rules');
  const id = Number(params.get('strategy'));
  const strategy = ruleStrategies.find((s) => s.id === id) ?? null;
  const open = (next: number | null) => setParams(next === null ? {} : { strategy: String(next) });

  return (
    <>
      <PageHeader title={t('trading.builder.title')} subtitle={t('trading.builder.subtitle')} />
      {strategies.isError ? (
        <LoadError
          message={applyServerErrors(strategies.error, t)}
          onRetry={() => void strategies.refetch()}
        />
      ) : strategies.isPending ? (
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={140} />
          <Skeleton variant="rounded" height={420} />
        </Stack>
      ) : (
        <BuilderWorkspace
          key={strategy?.id ?? 'new'}
          strategy={strategy}
          strategies={ruleStrategies}
          dataForm={dataForm}
          onInstrument={(instrument) => applyMarketCosts(dataForm, instrument)}
          onOpen={open}
        />
      )}
    </>
  );
}
