import { kwhAtMicros, picoToCentavos } from './exact-money.ts';

/** Estimated distributor bill of one UC in one cycle (§3.2 steps 5, 7 and 8), in centavos. */
export interface DistributorBill {
  /** Custo de disponibilidade: CD_kWh × T. */
  minimumCentavos: number;
  /** Grid consumption not compensated: R × T. */
  residualCentavos: number;
  /** Custo de transporte of the compensated energy: F. */
  transportCentavos: number;
  /** max(CD_kWh × T, R × T + F), rounded once from the exact values. */
  consumptionCentavos: number;
  /** Bandeira on the kWh billed and not compensated (art. 19). */
  flagCentavos: number;
  /** Grupo A demand, as read from the bill (never offset by credits). */
  demandCentavos: number;
  cipCentavos: number;
  totalCentavos: number;
}

export interface BillInput {
  minimumKwh: number;
  residualKwh: number;
  /** Exact F in pico-reais. */
  transportPico: bigint;
  fullMicros: number;
  flagMicros: number;
  cipCentavos: number;
  demandCentavos: number;
}

export function estimateBill(input: BillInput): DistributorBill {
  const minimumPico = kwhAtMicros(input.minimumKwh, input.fullMicros);
  const billedPico = kwhAtMicros(input.residualKwh, input.fullMicros) + input.transportPico;
  const consumptionCentavos = picoToCentavos(billedPico > minimumPico ? billedPico : minimumPico);
  const flagCentavos = picoToCentavos(kwhAtMicros(input.residualKwh, input.flagMicros));
  return {
    minimumCentavos: picoToCentavos(minimumPico),
    residualCentavos: picoToCentavos(kwhAtMicros(input.residualKwh, input.fullMicros)),
    transportCentavos: picoToCentavos(input.transportPico),
    consumptionCentavos,
    flagCentavos,
    demandCentavos: input.demandCentavos,
    cipCentavos: input.cipCentavos,
    totalCentavos: consumptionCentavos + flagCentavos + input.demandCentavos + input.cipCentavos,
  };
}
