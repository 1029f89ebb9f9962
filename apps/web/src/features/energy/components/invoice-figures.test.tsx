import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceStatement } from '@alvorada/contracts';
import { loadNamespace } from '@/shared/i18n/i18n.ts';
import { renderInApp, signIn } from '@/test/render.tsx';
import { DistributorBillLines, InvoiceLines } from './invoice-figures.tsx';

const statement = {
  invoice: {
    cycle: '2026-10',
    amount_centavos: 42_315,
    compensated_kwh: 600,
    copy_charges_centavos: 0,
    total_centavos: 42_315,
    paid_centavos: 0,
    bill_with_gd_centavos: 16_920,
    lines: [
      {
        group: 'FATURA',
        kind: 'ENERGIA_COMPENSADA',
        kwh: 600,
        unit_micros: 829_632,
        amount_centavos: 49_778,
      },
      { group: 'FATURA', kind: 'DESCONTO', kwh: null, unit_micros: null, amount_centavos: -7_463 },
      {
        group: 'CONTA_COM_GD',
        kind: 'CUSTO_DISPONIBILIDADE',
        kwh: 100,
        unit_micros: 829_632,
        amount_centavos: 8_296,
      },
      { group: 'CONTA_COM_GD', kind: 'CIP', kwh: null, unit_micros: null, amount_centavos: 8_624 },
      { group: 'TRIBUTOS_COM_GD', kind: 'ICMS', kwh: null, unit_micros: null, amount_centavos: 1_493 },
      { group: 'TRIBUTOS_COM_GD', kind: 'PIS', kwh: null, unit_micros: null, amount_centavos: 112 },
      { group: 'TRIBUTOS_COM_GD', kind: 'COFINS', kwh: null, unit_micros: null, amount_centavos: 517 },
    ],
  },
  carried: [],
  open_centavos: 42_315,
} as unknown as InvoiceStatement;

beforeAll(() => loadNamespace('energy'));

const figure = (list: HTMLElement, label: string) =>
  within(list).getByText(label).closest('div')!.parentElement!.textContent;

describe("an invoice's lines", () => {
  it('show how the price was computed, base and discount, up to the amount owed', () => {
    signIn({ id: 4 }, [{ action: 'manage', subject: 'Financeiro' }]);
    renderInApp(<InvoiceLines statement={statement} />);
    const list = screen.getByTestId('invoice-lines');
    expect(figure(list, 'Energia compensada')).toMatch(
      /600 kWh × R\$\s0,8296\/kWh, com tributos.*R\$\s497,78/,
    );
    expect(figure(list, 'Desconto do contrato')).toMatch(/-R\$\s74,63/);
    expect(figure(list, 'Valor de out. de 2026')).toMatch(/R\$\s423,15/);
  });

  it("show the distributor bill's lines with its total", () => {
    signIn({ id: 4 }, [{ action: 'manage', subject: 'Financeiro' }]);
    renderInApp(<DistributorBillLines statement={statement} group="CONTA_COM_GD" />);
    const list = screen.getByTestId('bill-lines-CONTA_COM_GD');
    expect(figure(list, 'Custo de disponibilidade')).toMatch(/100 kWh × R\$\s0,8296\/kWh.*R\$\s82,96/);
    expect(figure(list, 'Iluminação pública (CIP)')).toMatch(/R\$\s86,24/);
    expect(figure(list, 'Total da conta com GD')).toMatch(/R\$\s169,20/);
    // The taxes the bill contains, told apart below its total, not added to it.
    expect(figure(list, 'ICMS incluído')).toMatch(/Já faz parte do total da conta acima.*R\$\s14,93/);
    expect(figure(list, 'PIS incluído')).toMatch(/R\$\s1,12/);
    expect(figure(list, 'COFINS incluída')).toMatch(/R\$\s5,17/);
  });

  it('show no tax lines for a bill whose close did not record them', () => {
    signIn({ id: 4 }, [{ action: 'manage', subject: 'Financeiro' }]);
    renderInApp(<DistributorBillLines statement={statement} group="CONTA_SEM_GD" />);
    expect(screen.getByTestId('bill-lines-CONTA_SEM_GD').textContent).not.toMatch(/ICMS/);
  });
});
