import { GD_REGIMES, type GdRegime } from './gd-regime-types.ts';
import { assertIsoDate, type IsoDate } from './iso-date.ts';
import { installedPowerKw, type PlantPower } from './plant-size-class.ts';
import { PPM } from './scaled-decimal.ts';
import { assertArray, assertNonNegativeInteger, assertOneOf } from './validation.ts';

export const MODALITIES = [
  'AUTOCONSUMO_LOCAL',
  'AUTOCONSUMO_REMOTO',
  'GERACAO_COMPARTILHADA',
  'EMUC',
] as const;
export type Modality = (typeof MODALITIES)[number];

/** Facts that lose the GD I right (art. 26); a change of holder keeps it and is not listed. */
export type GdILossReason = 'FIM_CONTRATO' | 'IRREGULARIDADE_MEDICAO' | 'PRAZO_INJECAO';

export interface PowerIncrement {
  accessRequestDate: IsoDate;
  dcPowerKwp: number;
  acPowerKw: number;
}

export interface PlantRegimeInput extends PlantPower {
  /** data_protocolo_acesso of the original connection. */
  accessRequestDate: IsoDate;
  modality: Modality;
  /** Geração compartilhada: the largest share of the excedente allocated to one holder (ppm). */
  largestHolderSharePpm?: number;
  gdILoss?: GdILossReason;
  increments?: readonly PowerIncrement[];
  override?: { regime: GdRegime; justification: string };
}

/** Dates of §1.8 as parameters (§7.4: the GD I cut-off is 06/01 or 07/01/2023 depending on the source). */
export interface RegimeDates {
  /** Last access-request date that keeps GD I. */
  gdICutoff: IsoDate;
  /** Last access-request date of the art. 27 §2 window (months 13–18). */
  extendedWindowEnd: IsoDate;
}

export const DEFAULT_REGIME_DATES: RegimeDates = { gdICutoff: '2023-01-07', extendedWindowEnd: '2023-07-07' };

export interface PlantRegimes {
  /** Regime of the original power. */
  regime: GdRegime;
  /** Regime of each increment, in input order (art. 26 §2: a later increment loses GD I only for its part). */
  increments: GdRegime[];
}

const GD_III_MIN_KW = 500;
const GD_III_HOLDER_SHARE_PPM = 250_000;

function isGdIII(input: PlantRegimeInput, totalInstalledKw: number): boolean {
  if (input.dispatchable || totalInstalledKw <= GD_III_MIN_KW) return false;
  if (input.modality === 'AUTOCONSUMO_REMOTO') return true;
  return (
    input.modality === 'GERACAO_COMPARTILHADA' &&
    (input.largestHolderSharePpm ?? 0) >= GD_III_HOLDER_SHARE_PPM
  );
}

function regimeOf(
  requestDate: IsoDate,
  lostGdI: boolean,
  input: PlantRegimeInput,
  totalInstalledKw: number,
  dates: RegimeDates,
): GdRegime {
  if (!lostGdI && requestDate <= dates.gdICutoff) return 'GD_I';
  if (isGdIII(input, totalInstalledKw)) return 'GD_III';
  return !lostGdI && requestDate <= dates.extendedWindowEnd ? 'GD_II_ESTENDIDO' : 'GD_II';
}

/**
 * GD I / II / III of a plant and of each power increment (§1.8). GD III is tested before the art. 27 §2
 * window, and a plant that lost GD I falls into GD II (or GD III), never into the extended window.
 */
export function plantRegimes(
  input: PlantRegimeInput,
  dates: RegimeDates = DEFAULT_REGIME_DATES,
): PlantRegimes {
  assertIsoDate(input.accessRequestDate, 'accessRequestDate');
  assertOneOf(input.modality, 'modality', MODALITIES);
  assertIsoDate(dates.gdICutoff, 'dates.gdICutoff');
  assertIsoDate(dates.extendedWindowEnd, 'dates.extendedWindowEnd');
  if (input.largestHolderSharePpm !== undefined) {
    assertNonNegativeInteger(input.largestHolderSharePpm, 'largestHolderSharePpm');
    if (input.largestHolderSharePpm > PPM) throw new RangeError('largestHolderSharePpm cannot exceed 100 %');
  }
  if (input.gdILoss !== undefined) {
    assertOneOf(input.gdILoss, 'gdILoss', ['FIM_CONTRATO', 'IRREGULARIDADE_MEDICAO', 'PRAZO_INJECAO']);
  }
  const increments = input.increments ?? [];
  assertArray(increments, 'increments');
  let totalKw = installedPowerKw(input);
  increments.forEach((increment, index) => {
    assertIsoDate(increment.accessRequestDate, `increments[${index}].accessRequestDate`);
    totalKw += installedPowerKw({ ...increment, dispatchable: input.dispatchable });
  });
  if (input.override) {
    assertOneOf(input.override.regime, 'override.regime', GD_REGIMES);
    if (!input.override.justification?.trim()) throw new TypeError('override.justification is required');
    return { regime: input.override.regime, increments: increments.map(() => input.override!.regime) };
  }
  const lost = input.gdILoss !== undefined;
  return {
    regime: regimeOf(input.accessRequestDate, lost, input, totalKw, dates),
    increments: increments.map((increment) =>
      regimeOf(increment.accessRequestDate, lost, input, totalKw, dates),
    ),
  };
}
