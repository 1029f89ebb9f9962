import {
  energyValueCentavos,
  includedTaxes,
  type CycleContext,
  type CycleResult,
  type DistributorBill,
  type PricingContract,
  type TaxFormula,
  type Taxes,
} from '@alvorada/energy';
import type { InvoiceLine } from '@alvorada/contracts';

type Group = InvoiceLine['group'];

const line = (
  group: Group,
  kind: InvoiceLine['kind'],
  amount: number,
  kwh: number | null = null,
  unitMicros: number | null = null,
): InvoiceLine => ({ group, kind, kwh, unit_micros: unitMicros, amount_centavos: amount });

/**
 * A distributor bill's lines (§3.2): the availability charge when it is what the bill charges, otherwise the
 * grid energy not compensated and the Fio B transport of the compensated kWh (which takes the centavo the bill
 * rounds once over both), then bandeira, demand and CIP. They add up to the bill's total.
 */
function billLines(
  group: Group,
  bill: DistributorBill,
  kwh: { minimum: number; residual: number; compensated: number },
  fullMicros: number,
) {
  const minimumCharged =
    bill.minimumCentavos > 0 &&
    bill.consumptionCentavos === bill.minimumCentavos &&
    bill.residualCentavos + bill.transportCentavos <= bill.minimumCentavos;
  const lines = minimumCharged
    ? [line(group, 'CUSTO_DISPONIBILIDADE', bill.consumptionCentavos, kwh.minimum, fullMicros)]
    : [line(group, 'CONSUMO_REDE', bill.residualCentavos, kwh.residual, fullMicros)];
  const transport = minimumCharged ? 0 : bill.consumptionCentavos - bill.residualCentavos;
  if (transport !== 0 || (!minimumCharged && kwh.compensated > 0))
    lines.push(line(group, 'FIO_B', transport, kwh.compensated));
  if (bill.flagCentavos) lines.push(line(group, 'BANDEIRA', bill.flagCentavos));
  if (bill.demandCentavos) lines.push(line(group, 'DEMANDA', bill.demandCentavos));
  if (bill.cipCentavos) lines.push(line(group, 'CIP', bill.cipCentavos));
  return lines;
}

/**
 * The operator's price (§3.4) as its base and discount: the compensated energy at the tariff for a tariff
 * discount, the benefit (the energy part of the bill without GD less the one with it) for the benefit and
 * guaranteed-saving modes, a fixed fee as itself. The discount is what takes the base to the price, so the
 * lines add up to the invoice's amount whatever the rounding.
 */
function priceLines(result: CycleResult, contract: PricingContract, context: CycleContext) {
  const price = result.invoice!.priceCentavos;
  if (contract.mode === 'MENSALIDADE_FIXA') return [line('FATURA', 'MENSALIDADE', price)];
  const withFlag = contract.baseIncludesFlag === true;
  const energyPart = (bill: DistributorBill) => bill.consumptionCentavos + (withFlag ? bill.flagCentavos : 0);
  const perKwh = context.tariff.fullMicros + (withFlag ? context.flagMicros : 0);
  const base =
    contract.mode === 'DESCONTO_TARIFA'
      ? line(
          'FATURA',
          'ENERGIA_COMPENSADA',
          energyValueCentavos(result.compensatedKwh, perKwh),
          result.compensatedKwh,
          perKwh,
        )
      : line(
          'FATURA',
          'BENEFICIO',
          energyPart(result.billWithoutGd) - energyPart(result.bill),
          result.compensatedKwh,
        );
  return [base, line('FATURA', 'DESCONTO', price - base.amount_centavos)];
}

/** The ICMS, PIS and COFINS a bill contains: every line is taxed but the CIP (a municipal contribution). */
function taxLines(group: Group, bill: DistributorBill, taxes: { rates: Taxes; formula: TaxFormula }) {
  const taxed = includedTaxes(bill.totalCentavos - bill.cipCentavos, taxes.rates, taxes.formula);
  return [
    line(group, 'ICMS', taxed.icmsCentavos),
    line(group, 'PIS', taxed.pisCentavos),
    line(group, 'COFINS', taxed.cofinsCentavos),
  ];
}

/**
 * Every line of a UC's invoice for the cycle: the price, then the distributor bill with and without GD, then
 * the taxes each bill contains (already in its lines: they are told apart, not added).
 */
export function invoiceLines(
  result: CycleResult,
  contract: PricingContract,
  context: CycleContext,
  taxes: { rates: Taxes; formula: TaxFormula },
): InvoiceLine[] {
  const full = context.tariff.fullMicros;
  return [
    ...priceLines(result, contract, context),
    ...billLines(
      'CONTA_COM_GD',
      result.bill,
      { minimum: result.minimumKwh, residual: result.residualKwh, compensated: result.compensatedKwh },
      full,
    ),
    ...billLines(
      'CONTA_SEM_GD',
      result.billWithoutGd,
      { minimum: result.minimumKwh, residual: result.consumptionKwh, compensated: 0 },
      full,
    ),
    ...taxLines('TRIBUTOS_COM_GD', result.bill, taxes),
    ...taxLines('TRIBUTOS_SEM_GD', result.billWithoutGd, taxes),
  ];
}
