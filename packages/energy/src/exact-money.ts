import { divideHalfUp } from './scaled-decimal.ts';

/**
 * Money inside a computation is exact: bigint pico-reais (10^-12 R$), so that a tariff in micro-reais
 * times a share in parts per million is still an integer. Each amount is rounded to centavos once.
 */
export const PICO_PER_MICRO = 1_000_000n;
export const PICO_PER_CENTAVO = 10_000_000_000n;

export function kwhAtMicros(kwh: number, micros: number): bigint {
  return BigInt(kwh) * BigInt(micros) * PICO_PER_MICRO;
}

export function picoToCentavos(pico: bigint): number {
  return Number(divideHalfUp(pico, PICO_PER_CENTAVO));
}

export function centavosToPico(centavos: number): bigint {
  return BigInt(centavos) * PICO_PER_CENTAVO;
}
