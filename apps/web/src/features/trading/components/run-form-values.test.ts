import { describe, expect, it } from 'vitest';
import { optimizationRequestSchema, runSettingsSchema, type Strategy } from '@alvorada/contracts';
import {
  backtestRequest,
  optimizationRequest,
  RUN_FORM_DEFAULTS,
  settingsOf,
  settingsValuesOf,
} from './run-form-values.ts';

describe('run form values', () => {
  it('carry every engine option both ways: margin in percent, hedging and the closing of the last trades', () => {
    const settings = runSettingsSchema.parse({
      cash: 25_000,
      commission_rate: 0.002,
      margin: 0.25,
      hedging: true,
      finalize_trades: true,
      trade_on_close: true,
    });
    const values = { ...RUN_FORM_DEFAULTS, ...settingsValuesOf(settings) };
    expect(values).toMatchObject({ margin_pct: '25', hedging: true, finalize_trades: true });
    expect(settingsOf(values)).toEqual(settings);
    expect(backtestRequest(values, { version_id: 1 })).toMatchObject({
      margin: 0.25,
      hedging: true,
      finalize_trades: true,
    });
  });

  it('start without leverage, netting orders and leaving the last trade open, as backtesting.py does', () => {
    expect(settingsOf(RUN_FORM_DEFAULTS)).toEqual(runSettingsSchema.parse({}));
  });

  it('ask a search for a formula, its lowest value, within a constraint, by model, as the API takes it', () => {
    const values = {
      ...RUN_FORM_DEFAULTS,
      instrument_id: '3',
      params: { n1: '10', n2: '20' },
      ranges: { n1: { vary: true, min: '5', max: '25', step: '5' } },
      maximize: 'formula' as const,
      formula: ' "Return [%]" / -"Max. Drawdown [%]" ',
      direction: 'min' as const,
      constraint: 'n1 < n2',
      sampled: true,
      sample_method: 'model' as const,
      sample_tries: '10',
      sample_seed: '3',
    };
    const request = optimizationRequestSchema.parse(
      optimizationRequest(values, { version_id: 7 } as Strategy),
    );
    expect(request).toMatchObject({
      space: { n1: { min: 5, max: 25, step: 5 }, n2: [20] },
      formula: '"Return [%]" / -"Max. Drawdown [%]"',
      direction: 'min',
      constraint: 'n1 < n2',
      sample: { method: 'model', tries: 10, seed: 3 },
    });
    // A statistic and no constraint: neither a formula nor a constraint is sent.
    const plain = optimizationRequest({ ...values, maximize: 'Sharpe Ratio', constraint: ' ' }, {
      version_id: 7,
    } as Strategy);
    expect(plain).toMatchObject({ maximize: 'Sharpe Ratio', constraint: undefined });
    expect(plain).not.toHaveProperty('formula');
  });
});
