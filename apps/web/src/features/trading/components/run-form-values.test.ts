import { describe, expect, it } from 'vitest';
import { runSettingsSchema } from '@alvorada/contracts';
import { backtestRequest, RUN_FORM_DEFAULTS, settingsOf, settingsValuesOf } from './run-form-values.ts';

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
});
