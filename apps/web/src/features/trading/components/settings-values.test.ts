import { describe, expect, it } from 'vitest';
import { TRADING_SETTINGS as saved } from '@alvorada/contracts/test/samples';
import { settingsFormValues, settingsOfForm } from './settings-values.ts';

describe('settings form values', () => {
  it('shows percentages in percent, a row per market (saved or traded), and blank limits that are off', () => {
    const values = settingsFormValues(saved, ['NASDAQ', 'B3']);
    expect(values).toMatchObject({ cash: '50000', commission_pct: '0.1', spread_pct: '0.05', speed: '60' });
    expect(values.markets).toEqual([
      { market: 'B3', commission_fixed: '4.9', commission_pct: '0.03' },
      { market: 'NASDAQ', commission_fixed: '', commission_pct: '' },
    ]);
    expect(values.max_orders_per_minute).toBe('');
  });

  it('gives back the same settings, leaving blank markets out and reading "0,03" as the pt-BR way', () => {
    const values = settingsFormValues(saved, ['NASDAQ']);
    expect(settingsOfForm(values)).toEqual(saved);
    values.markets[0]!.commission_pct = '0,05';
    values.max_daily_loss = '';
    const changed = settingsOfForm(values);
    expect(changed.markets.B3!.commission_rate).toBeCloseTo(0.0005, 12);
    expect(changed.sessions.limits.max_daily_loss).toBeNull();
  });
});
