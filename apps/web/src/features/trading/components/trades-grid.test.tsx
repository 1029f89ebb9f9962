import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TradeRow } from '@alvorada/contracts';
import { paperKeys } from '@/shared/api/query-keys.ts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp } from '@/test/render.tsx';
import type { StatFormat } from './stat-format.ts';
import { TradesGrid } from './trades-grid.tsx';

const trade = (n: number, size: number, tag: string | null) =>
  ({
    n,
    size,
    tag,
    entry_time: 0,
    exit_time: 86_400_000,
    entry_price: 10,
    exit_price: 11,
    pnl: 1,
  }) as TradeRow;

/** Every figure as plain text. */
const format = new Proxy({}, { get: () => String }) as StatFormat;

beforeAll(() => loadNamespace('trading'));

describe('the trades grid', () => {
  it('marks the trades a paper session’s owner opened or closed by hand', async () => {
    const source = {
      query: () => ({
        queryKey: paperKeys.trades(1, {}),
        queryFn: async () => ({
          count: 2,
          next: null,
          previous: null,
          results: [trade(1, 5, 'manual'), trade(2, -3, null)],
        }),
      }),
    };
    renderInApp(<TradesGrid source={source} format={format} />);
    expect(await screen.findByText('Compra (manual)')).toBeTruthy();
    expect(screen.getByText('Venda')).toBeTruthy();
  });
});
