import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import type { TradingSettingsResponse } from '@alvorada/contracts';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { PageHeader } from '@/shared/ui/page-header.tsx';
import { useInstruments } from '@/features/trading/api/trading-api.ts';
import { useSaveTradingSettings, useTradingSettings } from '@/features/trading/api/settings-api.ts';
import type { RunFormValues } from '@/features/trading/components/run-form-values.ts';
import { SettingsFields } from '@/features/trading/components/settings-fields.tsx';
import {
  settingsFormValues,
  settingsOfForm,
  type SettingsFormValues,
} from '@/features/trading/components/settings-values.ts';
import { FeedList } from '@/features/trading/components/settings/feed-list.tsx';
import { MarketCostsFields } from '@/features/trading/components/settings/market-costs-fields.tsx';
import { SessionDefaultsFields } from '@/features/trading/components/settings/session-defaults-fields.tsx';
import { SectionCard } from '@/shared/ui/section-card.tsx';

function SettingsForm({ settings, markets }: { settings: TradingSettingsResponse; markets: string[] }) {
  const { t } = useTranslation();
  const readOnly = !useAbility().can('update', 'Backtest');
  const save = useSaveTradingSettings();
  const form = useForm<SettingsFormValues>({ defaultValues: settingsFormValues(settings, markets) });
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null);
    try {
      const saved = await save.mutateAsync(settingsOfForm(values));
      form.reset(settingsFormValues(saved, markets));
      setOutcome({ ok: true, message: t('trading.settings.saved') });
    } catch (error) {
      setOutcome({ ok: false, message: applyServerErrors(error, t) });
    }
  });
  // The run form's capital and costs fields, on the fields of the same names here.
  const runFields = form as unknown as UseFormReturn<RunFormValues>;

  return (
    <Box component="form" noValidate onSubmit={submit}>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t('trading.settings.readOnly')}
        </Alert>
      )}
      <Box component="fieldset" disabled={readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={3}>
              <SectionCard
                title={t('trading.settings.defaults.title')}
                hint={t('trading.settings.defaults.hint')}
              >
                <SettingsFields form={runFields} />
              </SectionCard>
              <SectionCard
                title={t('trading.settings.markets.title')}
                hint={t('trading.settings.markets.hint')}
              >
                <MarketCostsFields form={form} disabled={readOnly} />
              </SectionCard>
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <Stack spacing={3}>
              <SectionCard
                title={t('trading.settings.sessions.title')}
                hint={t('trading.settings.sessions.hint')}
              >
                <SessionDefaultsFields form={form} disabled={readOnly} />
              </SectionCard>
              <SectionCard title={t('trading.settings.feeds.title')} hint={t('trading.settings.feeds.hint')}>
                <FeedList feeds={settings.feeds} />
              </SectionCard>
            </Stack>
          </Grid>
        </Grid>
      </Box>
      {!readOnly && (
        <Stack direction="row" spacing={2} sx={{ mt: 3, alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {t('common.save')}
          </Button>
          <Button
            disabled={!form.formState.isDirty || save.isPending}
            onClick={() => {
              setOutcome(null);
              form.reset();
            }}
          >
            {t('common.cancel')}
          </Button>
          {outcome && (
            <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ flex: 1 }} role="status">
              {outcome.message}
            </Alert>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * /automations/paracima/settings: what new backtests and paper sessions start with, each market's costs, and
 * the feeds paper sessions can use.
 */
export default function SettingsPage() {
  const { t } = useTranslation();
  const settings = useTradingSettings();
  const instruments = useInstruments();
  const markets = [...new Set((instruments.data?.results ?? []).map((i) => i.market))];
  return (
    <>
      <PageHeader title={t('page.paracimaSettings')} subtitle={t('trading.settings.subtitle')} />
      {settings.isError || instruments.isError ? (
        <LoadError
          message={applyServerErrors(settings.error ?? instruments.error, t)}
          onRetry={() => void Promise.all([settings.refetch(), instruments.refetch()])}
        />
      ) : settings.isPending || instruments.isPending ? (
        <Grid container spacing={3}>
          {[0, 1].map((i) => (
            <Grid key={i} size={{ xs: 12, lg: 6 }}>
              <Skeleton variant="rounded" height={360} />
            </Grid>
          ))}
        </Grid>
      ) : (
        <SettingsForm settings={settings.data} markets={markets} />
      )}
    </>
  );
}
