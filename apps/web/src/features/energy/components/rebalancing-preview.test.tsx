import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RebalancingSuggestion } from '@alvorada/contracts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { RebalancingPreview } from './rebalancing-preview.tsx';

const item = (unit_id: number, proposed_ppm: number, preview_kwh: number, reason: string | null = null) => ({
  unit_id,
  installation_number: `SP0${unit_id}`,
  customer_name: `Cliente ${unit_id}`,
  current_ppm: 300_000,
  proposed_ppm,
  mean_consumption_kwh: 500,
  mean_received_kwh: 400,
  balance_kwh: reason ? 9_000 : 100,
  target_kwh: preview_kwh,
  preview_kwh,
  reason,
});

const suggestion = {
  plant_id: 1,
  from: '2025-11',
  to: '2026-10',
  base_version: 2,
  excedente_kwh: 1_000,
  needed_kwh: 1_500,
  generator_ppm: 0,
  generator_kwh: 0,
  items: [item(1, 333_334, 334), item(2, 666_666, 666), item(3, 0, 0, 'BANCO_COBRE')],
} as RebalancingSuggestion;

beforeAll(() => loadNamespace('energy'));

describe('the rebalancing suggestion', () => {
  it('previews each UC’s share to 4 decimals and its credits, keeps a dropped UC with its reason, and applies on request', () => {
    signIn({ id: 4 }, [{ action: 'manage', subject: 'Prosumidor' }]);
    const apply = vi.fn();
    renderInApp(<RebalancingPreview suggestion={suggestion} applied={false} onApply={apply} />);
    const table = screen.getByRole('table', { name: 'Sugestão de rebalanceamento' });
    const row = (name: string) => within(table).getByText(name).closest('tr')!.textContent;
    expect(row('SP01')).toMatch(/33,3334\s?%.*334 kWh/);
    expect(row('SP02')).toMatch(/66,6666\s?%.*666 kWh/);
    expect(row('SP03')).toMatch(/0,0000\s?%.*O saldo cobre um ano de consumo/);
    expect(row('Fica na UC geradora')).toMatch(/0,0000\s?%/);
    expect(
      screen.getByText(/excedente médio da usina de 1\.000 kWh por mês; as UCs precisam de 1\.500 kWh/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: /O que é Sugestão de rebalanceamento/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Levar ao rascunho' }));
    expect(apply).toHaveBeenCalledOnce();
  });
});
