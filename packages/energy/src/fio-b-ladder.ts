import { GD_REGIMES, type GdRegime } from './gd-regime-types.ts';
import { PPM } from './scaled-decimal.ts';
import { assertArray, assertInteger, assertNonNegativeInteger, assertOneOf } from './validation.ts';

/**
 * One row of the transition ladder (§1.7, §1.8, model RegraFioB): from `year` on (until the next row of the
 * same regime) compensated kWh pay these shares of the taxed Fio B, Fio A and TFSEE/P&D charges.
 * `confirmed: false` marks values pending ANEEL's art. 17 valuation or taken from secondary sources.
 */
export interface FioBLadderRow {
  regime: GdRegime;
  year: number;
  fioBSharePpm: number;
  fioASharePpm: number;
  chargesSharePpm: number;
  confirmed: boolean;
  note?: string;
}

export type FioBLadder = readonly FioBLadderRow[];

const PENDING_ART_17 = 'pendente de valoração ANEEL (art. 17): 100 % do Fio B como valor provisório';

function gdIIRows(regime: GdRegime): FioBLadderRow[] {
  return [15, 30, 45, 60, 75, 90].map((percent, offset) => ({
    regime,
    year: 2023 + offset,
    fioBSharePpm: percent * 10_000,
    fioASharePpm: 0,
    chargesSharePpm: 0,
    confirmed: true,
  }));
}

function pendingRow(regime: GdRegime, year: number): FioBLadderRow {
  return {
    regime,
    year,
    fioBSharePpm: PPM,
    fioASharePpm: 0,
    chargesSharePpm: 0,
    confirmed: false,
    note: PENDING_ART_17,
  };
}

/** The default ladder; every row is data the operator may edit (2029+ rows are pending). */
export const DEFAULT_FIO_B_LADDER: FioBLadder = [
  { regime: 'GD_I', year: 2012, fioBSharePpm: 0, fioASharePpm: 0, chargesSharePpm: 0, confirmed: true },
  pendingRow('GD_I', 2046),
  ...gdIIRows('GD_II'),
  pendingRow('GD_II', 2029),
  ...gdIIRows('GD_II_ESTENDIDO'),
  {
    ...gdIIRows('GD_II_ESTENDIDO')[5]!,
    year: 2029,
    confirmed: false,
    note: 'art. 27 §2: 90 % assumido para 2029–2030',
  },
  pendingRow('GD_II_ESTENDIDO', 2031),
  {
    regime: 'GD_III',
    year: 2023,
    fioBSharePpm: PPM,
    fioASharePpm: 400_000,
    chargesSharePpm: PPM,
    confirmed: false,
    note: 'art. 27 §1: lista de componentes de fontes secundárias',
  },
  pendingRow('GD_III', 2029),
];

/** The row governing `regime` in calendar `year`: the latest row of that regime with `row.year ≤ year`. */
export function findFioBRule(year: number, regime: GdRegime, ladder: FioBLadder): FioBLadderRow | undefined {
  let found: FioBLadderRow | undefined;
  for (const row of ladder) {
    if (row.regime === regime && row.year <= year && (!found || row.year > found.year)) found = row;
  }
  return found;
}

/** Like {@link findFioBRule}, validating its input and failing when no row applies. */
export function fioBRule(
  year: number,
  regime: GdRegime,
  ladder: FioBLadder = DEFAULT_FIO_B_LADDER,
): FioBLadderRow {
  assertInteger(year, 'year');
  assertOneOf(regime, 'regime', GD_REGIMES);
  validateFioBLadder(ladder);
  const found = findFioBRule(year, regime, ladder);
  if (!found) throw new RangeError(`no Fio B rule for ${regime} in ${year}`);
  return found;
}

export function validateFioBLadder(ladder: FioBLadder): void {
  assertArray(ladder, 'ladder');
  const seen = new Set<string>();
  ladder.forEach((row, index) => {
    assertOneOf(row.regime, `ladder[${index}].regime`, GD_REGIMES);
    assertInteger(row.year, `ladder[${index}].year`);
    for (const key of ['fioBSharePpm', 'fioASharePpm', 'chargesSharePpm'] as const) {
      assertNonNegativeInteger(row[key], `ladder[${index}].${key}`);
      if (row[key] > PPM) throw new RangeError(`ladder[${index}].${key} cannot exceed 100 %`);
    }
    const key = `${row.regime}/${row.year}`;
    if (seen.has(key)) throw new RangeError(`ladder has two rows for ${row.regime} in ${row.year}`);
    seen.add(key);
  });
}
