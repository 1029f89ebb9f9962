import { describe, expect, it } from 'vitest';
import {
  closeUnitCycle,
  energyValueCentavos,
  prepareCycle,
  taxedTariff,
  type PricingContract,
} from '@alvorada/energy';
import type { InvoiceLine } from '@alvorada/contracts';
import { moduleServer } from './module-server.ts';
import { invoiceLines } from '../src/modules/energy/invoice-lines.ts';
import { invoices } from '../src/modules/energy/schema.ts';

const energy = moduleServer('energy', 'energia@alvorada.dev');

const rates = { icmsPpm: 180_000, pisPpm: 16_500, cofinsPpm: 76_000 };
const taxes = { rates, formula: 'NOVA' as const };
const context = prepareCycle({
  cycle: '2026-05',
  tariff: taxedTariff(
    { teMicros: 280_000, tusdMicros: 420_000, fioBMicros: 190_000, fioAMicros: 0, chargesMicros: 0 },
    rates,
  ),
  flagMicros: 18_850,
});

const close = (contract: PricingContract, consumptionKwh: number, allocatedKwh: number) =>
  closeUnitCycle(context, {
    unit: { id: '1', group: 'B', connection: 'TRIFASICO' },
    consumptionKwh,
    allocations: [{ plantId: '9', regime: 'GD_II', kwh: allocatedKwh }],
    cipCentavos: 1_500,
    contract,
  });

const sumOf = (lines: InvoiceLine[], group: InvoiceLine['group']) =>
  lines.filter((l) => l.group === group).reduce((s, l) => s + l.amount_centavos, 0);

const kinds = (lines: InvoiceLine[], group: InvoiceLine['group']) =>
  lines.filter((l) => l.group === group).map((l) => l.kind);

describe('energy: an invoice’s lines, as the close computes them', () => {
  it('prices a tariff discount as the compensated energy at the tariff less the discount', () => {
    const contract: PricingContract = { mode: 'DESCONTO_TARIFA', discountPpm: 150_000 };
    const result = close(contract, 600, 700);
    const lines = invoiceLines(result, contract, context, taxes);
    const base = energyValueCentavos(600, context.tariff.fullMicros);
    expect(lines.filter((l) => l.group === 'FATURA')).toEqual([
      {
        group: 'FATURA',
        kind: 'ENERGIA_COMPENSADA',
        kwh: 600,
        unit_micros: context.tariff.fullMicros,
        amount_centavos: base,
      },
      {
        group: 'FATURA',
        kind: 'DESCONTO',
        kwh: null,
        unit_micros: null,
        amount_centavos: result.invoice!.priceCentavos - base,
      },
    ]);
    expect(result.invoice!.priceCentavos - base).toBe(-Math.round(base * 0.15));
    // Everything compensated: the bill charges the availability cost, the flag on nothing, and the CIP.
    expect(kinds(lines, 'CONTA_COM_GD')).toEqual(['CUSTO_DISPONIBILIDADE', 'CIP']);
    expect(kinds(lines, 'CONTA_SEM_GD')).toEqual(['CONSUMO_REDE', 'BANDEIRA', 'CIP']);
    expect(sumOf(lines, 'CONTA_COM_GD')).toBe(result.bill.totalCentavos);
    expect(sumOf(lines, 'CONTA_SEM_GD')).toBe(result.billWithoutGd.totalCentavos);
  });

  it('tells apart the ICMS, PIS and COFINS each bill contains, on all it charges but the CIP', () => {
    const contract: PricingContract = { mode: 'DESCONTO_TARIFA', discountPpm: 150_000 };
    const result = close(contract, 913, 377);
    const lines = invoiceLines(result, contract, context, taxes);
    const amounts = (group: InvoiceLine['group']) =>
      lines.filter((l) => l.group === group).map((l) => [l.kind, l.amount_centavos]);
    // NOVA: ICMS 18 % of the taxed amount, PIS 1,65 % and COFINS 7,6 % of what is left once ICMS is out.
    for (const [group, bill] of [
      ['TRIBUTOS_COM_GD', result.bill],
      ['TRIBUTOS_SEM_GD', result.billWithoutGd],
    ] as const) {
      const taxed = bill.totalCentavos - bill.cipCentavos;
      expect(amounts(group)).toEqual([
        ['ICMS', Math.round(taxed * 0.18)],
        ['PIS', Math.round(taxed * 0.82 * 0.0165)],
        ['COFINS', Math.round(taxed * 0.82 * 0.076)],
      ]);
    }
    // Taken away, they leave the bill's charges without taxes: (1 − 18 %) × (1 − 9,25 %) of them, to the centavo.
    const charged = result.billWithoutGd.totalCentavos - result.billWithoutGd.cipCentavos;
    const untaxed = charged - sumOf(lines, 'TRIBUTOS_SEM_GD');
    expect(Math.abs(untaxed - charged * 0.82 * 0.9075)).toBeLessThanOrEqual(1);
  });

  it('every pricing mode’s lines add up to the price and both bills to the centavo', () => {
    const contracts: PricingContract[] = [
      { mode: 'DESCONTO_TARIFA', discountPpm: 123_457, baseIncludesFlag: true },
      { mode: 'DESCONTO_BENEFICIO', discountPpm: 200_000 },
      { mode: 'ECONOMIA_GARANTIDA', discountPpm: 150_000, baseIncludesFlag: true },
      { mode: 'MENSALIDADE_FIXA', fixedFeeCentavos: 25_000 },
    ];
    for (const contract of contracts)
      for (const [consumption, allocated] of [
        [600, 700],
        [913, 377],
        [80, 0],
        [1_250, 1_249],
      ] as const) {
        const result = close(contract, consumption, allocated);
        const lines = invoiceLines(result, contract, context, taxes);
        const label = `${contract.mode} ${consumption}/${allocated}`;
        expect(sumOf(lines, 'FATURA'), label).toBe(result.invoice!.priceCentavos);
        expect(sumOf(lines, 'CONTA_COM_GD'), label).toBe(result.bill.totalCentavos);
        expect(sumOf(lines, 'CONTA_SEM_GD'), label).toBe(result.billWithoutGd.totalCentavos);
        // Grid energy partly compensated: the bill shows the grid kWh and the Fio B of the compensated ones.
        if (consumption === 913)
          expect(kinds(lines, 'CONTA_COM_GD').slice(0, 2), label).toEqual(['CONSUMO_REDE', 'FIO_B']);
      }
  });

  it('every demo invoice keeps its lines, which add up to its amount and both bills; the API gives them', async () => {
    const rows = await energy.server.built.platform.db.select().from(invoices);
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const label = `invoice ${row.id}`;
      expect(sumOf(row.lines, 'FATURA'), label).toBe(row.amountCentavos);
      expect(sumOf(row.lines, 'CONTA_COM_GD'), label).toBe(row.billWithGdCentavos);
      expect(sumOf(row.lines, 'CONTA_SEM_GD'), label).toBe(row.billWithoutGdCentavos);
      expect(kinds(row.lines, 'TRIBUTOS_COM_GD'), label).toEqual(['ICMS', 'PIS', 'COFINS']);
      expect(sumOf(row.lines, 'TRIBUTOS_SEM_GD'), label).toBeLessThan(row.billWithoutGdCentavos);
    }
    const [first] = rows;
    expect((await energy.api('GET', `/invoices/${first!.id}/`)).body.lines).toEqual(first!.lines);
    const statement = await energy.api('GET', `/invoices/${first!.id}/statement/`);
    expect(statement.body.invoice.lines).toEqual(first!.lines);
  });
});
