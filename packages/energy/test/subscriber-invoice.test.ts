import { describe, expect, it } from 'vitest';
import { closeUnitCycle, revenuePerKwh, toPpm, type PricingContract } from '../src/index.ts';
import { exampleCycle } from './example-tariff.ts';
import { TRIFASICO_UC } from './lots.ts';
import { closeMainExample } from './main-example.ts';

const discount = toPpm(0.15);

const invoiceFor = (contract: PricingContract, regime: 'GD_I' | 'GD_II' = 'GD_II') =>
  closeMainExample({}, regime, contract).invoice!;

describe("the subscriber's invoice and savings (§3.4, §3.5)", () => {
  it('DESCONTO_TARIFA loses money under GD II in 2026 and warns', () => {
    const invoice = invoiceFor({ mode: 'DESCONTO_TARIFA', discountPpm: discount });
    expect(invoice.priceCentavos).toBe(49_996);
    expect(invoice.customerTotalCentavos).toBe(61_848);
    expect(invoice.savingsCentavos).toBe(-1_529);
    expect(invoice.worseOffWarning).toBe(true);
  });

  it('DESCONTO_BENEFICIO discounts what the credits saved', () => {
    const invoice = invoiceFor({ mode: 'DESCONTO_BENEFICIO', discountPpm: discount });
    expect(invoice.priceCentavos).toBe(41_197);
    expect(invoice.customerTotalCentavos).toBe(53_049);
    expect(invoice.savingsCentavos).toBe(7_270);
    expect(invoice.savingsRatio.toFixed(3)).toBe('0.121');
    expect(invoice.worseOffWarning).toBe(false);
    expect(revenuePerKwh(invoice.priceCentavos, invoice.compensatedKwh)).toBe(0.6866);
  });

  it('ECONOMIA_GARANTIDA keeps the customer at (1 − d) of the energy part', () => {
    const invoice = invoiceFor({ mode: 'ECONOMIA_GARANTIDA', discountPpm: discount });
    expect(invoice.priceCentavos).toBe(39_644);
    expect(invoice.customerTotalCentavos).toBe(51_496);
    expect(invoice.savingsCentavos).toBe(8_823);
    expect(invoice.energySavingsRatio.toFixed(3)).toBe('0.150');
    expect(invoice.savingsRatio.toFixed(3)).toBe('0.146');
    expect(revenuePerKwh(invoice.priceCentavos, invoice.compensatedKwh)).toBe(0.6607);
    // §3.5: over 12 similar cycles
    expect(12 * invoice.savingsCentavos).toBe(105_876);
  });

  it('DESCONTO_TARIFA with a GD I plant prices the 500 kWh compensated and saves R$ 73,53', () => {
    const invoice = invoiceFor({ mode: 'DESCONTO_TARIFA', discountPpm: discount }, 'GD_I');
    expect(invoice.compensatedKwh).toBe(500);
    expect(invoice.priceCentavos).toBe(41_663);
    expect(invoice.customerTotalCentavos).toBe(52_966);
    expect(invoice.savingsCentavos).toBe(7_353);
  });

  it('prints balance and what expires in the next 3 months', () => {
    const invoice = invoiceFor({ mode: 'MENSALIDADE_FIXA', fixedFeeCentavos: 30_000 });
    expect(invoice.priceCentavos).toBe(30_000);
    expect(invoice.creditBalanceKwh).toBe(30);
    expect(invoice.expiringNext3MonthsKwh).toBe(0);
    expect(invoice.billWithGdCentavos).toBe(11_852);
    expect(invoice.billWithoutGdCentavos).toBe(60_319);
  });

  it('warns on equality and never prices below zero', () => {
    const noGd = closeUnitCycle(exampleCycle('2026-05'), {
      unit: TRIFASICO_UC,
      consumptionKwh: 50,
      contract: { mode: 'ECONOMIA_GARANTIDA', discountPpm: discount },
    }).invoice!;
    expect(noGd.priceCentavos).toBe(0);
    expect(noGd.savingsCentavos).toBe(0);
    expect(noGd.worseOffWarning).toBe(true);
  });

  it('rejects a contract without its parameters', () => {
    expect(() => invoiceFor({ mode: 'MENSALIDADE_FIXA' })).toThrow(/fixedFeeCentavos/);
    expect(() => invoiceFor({ mode: 'DESCONTO_BENEFICIO', discountPpm: 1_500_000 })).toThrow(RangeError);
    expect(() => invoiceFor({ mode: 'GRATIS' as 'MENSALIDADE_FIXA' })).toThrow(TypeError);
  });
});
