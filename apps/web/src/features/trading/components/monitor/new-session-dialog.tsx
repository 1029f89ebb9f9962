import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined';
import type { PaperSession } from '@alvorada/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAvailableFeeds } from '@/features/trading/api/settings-api.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { useInstruments, useStrategies } from '@/features/trading/api/trading-api.ts';
import { useStartSession } from '@/features/trading/api/sessions-api.ts';
import { ParamFields } from '@/features/trading/components/param-fields.tsx';
import { RunDataFields } from '@/features/trading/components/run-data-fields.tsx';
import {
  paramsOf,
  RUN_FORM_DEFAULTS,
  sessionFieldNames,
  sessionRequest,
  specsOf,
  strategyOptions,
  type RunFormValues,
} from '@/features/trading/components/run-form-values.ts';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { LimitFields, SettingsFields, SpeedField } from '@/features/trading/components/settings-fields.tsx';
import { useSavedDefaults } from '@/features/trading/components/use-saved-defaults.ts';

/** A titled group of fields. */
function Fieldset({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1.5 }}>
        {legend}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: -1, mb: 1.5 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/**
 * Starts a paper session: a strategy version on an instrument's replayed candles or a generated market, at
 * a pace, with the backtest's capital and costs, risk limits and notifications. `onStarted` gets it.
 */
export function NewSessionDialog({
  open,
  onClose,
  onStarted,
}: {
  open: boolean;
  onClose: () => void;
  onStarted: (session: PaperSession) => void;
}) {
  const { t } = useTranslation();
  const feeds = useAvailableFeeds();
  const instruments = useInstruments();
  const strategies = useStrategies();
  const start = useStartSession();
  const [error, setError] = useState<string | null>(null);
  // A session starts from the user's saved defaults once they arrive; what was typed meanwhile stays.
  const { saved, applyMarketCosts } = useSavedDefaults({ sessions: true });
  const form = useForm<RunFormValues>({
    defaultValues: RUN_FORM_DEFAULTS,
    values: saved,
    resetOptions: { keepDirtyValues: true },
  });
  const [strategyId, feed] = useWatch({ control: form.control, name: ['strategy_id', 'feed'] });
  const strategyList = strategies.data?.results ?? [];
  const strategy = strategyList.find((s) => String(s.id) === strategyId);
  const specs = specsOf(strategy);

  const close = () => {
    form.reset(saved ?? RUN_FORM_DEFAULTS);
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const session = await start.mutateAsync(sessionRequest(values, strategy!));
      close();
      onStarted(session);
    } catch (e) {
      setError(applyServerErrors(e, t, form.setError, sessionFieldNames(Object.keys(specs))));
    }
  });

  const failed = instruments.error ?? strategies.error;
  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby="new-session-title">
      <form
        noValidate
        onSubmit={(e) => {
          // The server's messages of the last try go: a field it named may be hidden now (a generated feed).
          form.clearErrors();
          return submit(e);
        }}
      >
        <DialogTitle id="new-session-title">{t('trading.monitor.form.title')}</DialogTitle>
        <DialogContent>
          {instruments.isPending || strategies.isPending ? (
            <Stack spacing={2} sx={{ pt: 1 }}>
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} variant="rounded" height={48} />
              ))}
            </Stack>
          ) : (
            <Grid container spacing={3} sx={{ pt: 1 }}>
              {failed && (
                <Grid size={12}>
                  <LoadError
                    message={applyServerErrors(failed, t)}
                    onRetry={() => void Promise.all([instruments.refetch(), strategies.refetch()])}
                  />
                </Grid>
              )}
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={3}>
                  <Fieldset legend={t('trading.monitor.form.what')}>
                    <FormTextField
                      form={form}
                      name="name"
                      label={t('trading.monitor.form.name')}
                      placeholder={strategy?.name}
                    />
                    <FormSelect
                      control={form.control}
                      name="strategy_id"
                      label={t('trading.backtest.form.strategy')}
                      required
                      onChange={(id) => {
                        // Dirty: saved defaults arriving later leave the choice alone.
                        form.setValue('strategy_id', id, { shouldValidate: true, shouldDirty: true });
                        form.setValue('params', paramsOf(strategyList.find((s) => String(s.id) === id)), {
                          shouldDirty: true,
                        });
                      }}
                      options={strategyOptions(strategyList, t)}
                    />
                    {strategyList.length === 0 && !strategies.isError && (
                      <Typography variant="body2" color="text.secondary">
                        {t('trading.monitor.form.noStrategies')}
                      </Typography>
                    )}
                    {Object.keys(specs).length > 0 && (
                      <ParamFields form={form} specs={specs} optimizing={false} />
                    )}
                  </Fieldset>
                  <Fieldset legend={t('trading.monitor.form.feedLegend')}>
                    <FormSelect
                      control={form.control}
                      name="feed"
                      label={t('trading.monitor.form.feed')}
                      options={feeds.map((name) => ({
                        value: name,
                        label: t(`trading.settings.feeds.${name}.name`),
                      }))}
                    />
                    <Typography variant="body2" color="text.secondary" sx={{ mt: -1 }}>
                      {t(`trading.settings.feeds.${feed}.about`)}
                    </Typography>
                    <RunDataFields
                      form={form}
                      instruments={instruments.isError ? undefined : instruments.data?.results}
                      period={feed === 'replay'}
                      onInstrument={(instrument) => applyMarketCosts(form, instrument)}
                    />
                    <SpeedField form={form} />
                  </Fieldset>
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={3}>
                  <Fieldset legend={t('trading.backtest.form.settings')}>
                    <SettingsFields form={form} session />
                  </Fieldset>
                  <Fieldset
                    legend={t('trading.monitor.form.limits')}
                    hint={t('trading.monitor.form.limitsHint')}
                  >
                    <LimitFields form={form} />
                  </Fieldset>
                </Stack>
              </Grid>
              {error && (
                <Grid size={12}>
                  <Alert severity="error">{error}</Alert>
                </Grid>
              )}
            </Grid>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            startIcon={<PlayArrowOutlined />}
            disabled={start.isPending}
          >
            {t('trading.monitor.form.start')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
