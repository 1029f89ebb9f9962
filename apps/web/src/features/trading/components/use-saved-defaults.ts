import { useMemo } from 'react';
import type { Instrument } from '@alvorada/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { useTradingSettings } from '@/features/trading/api/settings-api.ts';
import { percentOf, RUN_FORM_DEFAULTS, settingsValuesOf, type RunFormValues } from './run-form-values.ts';
import { sessionValuesOf } from './settings-values.ts';

/**
 * What a new run's form (with `sessions`, a new paper session's) starts from: the user's saved settings,
 * undefined until they arrive; and `applyMarketCosts`, which puts the costs of a picked instrument's market
 * (when the user set some, else their default costs) on the form.
 */
export function useSavedDefaults({ sessions = false } = {}) {
  const settings = useTradingSettings();
  const saved = useMemo(
    () =>
      settings.data && {
        ...RUN_FORM_DEFAULTS,
        ...settingsValuesOf(settings.data.defaults),
        ...(sessions && sessionValuesOf(settings.data.sessions)),
      },
    [settings.data, sessions],
  );
  const applyMarketCosts = (form: UseFormReturn<RunFormValues>, instrument: Instrument) => {
    if (!settings.data) return;
    const costs = settings.data.markets[instrument.market] ?? settings.data.defaults;
    form.setValue('commission_fixed', String(costs.commission_fixed));
    form.setValue('commission_pct', percentOf(costs.commission_rate));
  };
  return { saved, applyMarketCosts };
}
