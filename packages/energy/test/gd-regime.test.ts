import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FIO_B_LADDER,
  fioBRule,
  installedPowerKw,
  plantRegimes,
  plantSizeClass,
  toPpm,
  type PlantRegimeInput,
} from '../src/index.ts';

const BH_PLANT: PlantRegimeInput = {
  dcPowerKwp: 1000,
  acPowerKw: 800,
  dispatchable: false,
  modality: 'AUTOCONSUMO_REMOTO',
  accessRequestDate: '2024-03-01',
};
const SMALL: PlantRegimeInput = {
  ...BH_PLANT,
  dcPowerKwp: 90,
  acPowerKw: 75,
  modality: 'GERACAO_COMPARTILHADA',
};

describe('GD I / II / III of a plant (§1.8)', () => {
  it('keeps GD I up to the cut-off and puts the art. 27 §2 window in GD_II_ESTENDIDO', () => {
    const regime = (accessRequestDate: string) => plantRegimes({ ...SMALL, accessRequestDate }).regime;
    expect(regime('2021-05-10')).toBe('GD_I');
    expect(regime('2023-01-07')).toBe('GD_I');
    expect(regime('2023-01-08')).toBe('GD_II_ESTENDIDO');
    expect(regime('2023-07-07')).toBe('GD_II_ESTENDIDO');
    expect(regime('2023-07-08')).toBe('GD_II');
  });

  it('takes the cut-off date as a parameter', () => {
    const dates = { gdICutoff: '2023-01-06', extendedWindowEnd: '2023-07-06' };
    expect(plantRegimes({ ...SMALL, accessRequestDate: '2023-01-07' }, dates).regime).toBe('GD_II_ESTENDIDO');
  });

  it('classifies the BH plant (800 kW CA, non-dispatchable, remote self-consumption) as GD III', () => {
    expect(plantRegimes(BH_PLANT).regime).toBe('GD_III');
    expect(plantRegimes({ ...BH_PLANT, dispatchable: true }).regime).toBe('GD_II');
    expect(plantRegimes({ ...BH_PLANT, acPowerKw: 500 }).regime).toBe('GD_II');
  });

  it('in geração compartilhada, GD III needs one holder with ≥ 25 % of the excedente', () => {
    const shared = { ...BH_PLANT, modality: 'GERACAO_COMPARTILHADA' as const };
    expect(plantRegimes({ ...shared, largestHolderSharePpm: toPpm(0.2941) }).regime).toBe('GD_III');
    expect(plantRegimes({ ...shared, largestHolderSharePpm: toPpm(0.25) }).regime).toBe('GD_III');
    expect(plantRegimes({ ...shared, largestHolderSharePpm: toPpm(0.2499) }).regime).toBe('GD_II');
  });

  it('gives a later power increment its own regime (art. 26 §2)', () => {
    const result = plantRegimes({
      ...SMALL,
      accessRequestDate: '2021-05-10',
      increments: [{ accessRequestDate: '2024-02-01', dcPowerKwp: 30, acPowerKw: 25 }],
    });
    expect(result).toEqual({ regime: 'GD_I', increments: ['GD_II'] });
  });

  it('loses GD I on the facts of art. 26 and honours an override', () => {
    expect(plantRegimes({ ...SMALL, accessRequestDate: '2021-05-10', gdILoss: 'FIM_CONTRATO' }).regime).toBe(
      'GD_II',
    );
    expect(
      plantRegimes({ ...SMALL, override: { regime: 'GD_I', justification: 'parecer 123' } }).regime,
    ).toBe('GD_I');
  });

  it('rejects bad input', () => {
    expect(() => plantRegimes({ ...SMALL, accessRequestDate: '2023-02-30' })).toThrow(RangeError);
    expect(() => plantRegimes({ ...SMALL, modality: 'OUTRA' as 'EMUC' })).toThrow(TypeError);
    expect(() => plantRegimes({ ...SMALL, override: { regime: 'GD_I', justification: ' ' } })).toThrow(
      TypeError,
    );
    expect(() => plantRegimes({ ...SMALL, acPowerKw: 0 })).toThrow(RangeError);
  });
});

describe('plant size class (§1.2)', () => {
  it('uses the smaller of AC and DC', () => {
    expect(installedPowerKw({ dcPowerKwp: 90, acPowerKw: 75, dispatchable: false })).toBe(75);
    expect(plantSizeClass({ dcPowerKwp: 90, acPowerKw: 75, dispatchable: false })).toBe('MICRO');
    expect(plantSizeClass({ dcPowerKwp: 1000, acPowerKw: 800, dispatchable: false })).toBe('MINI');
    expect(plantSizeClass({ dcPowerKwp: 4000, acPowerKw: 3500, dispatchable: false })).toBe(
      'ACIMA_DO_LIMITE',
    );
    expect(
      plantSizeClass({ dcPowerKwp: 4000, acPowerKw: 3500, dispatchable: false, legacyLimit: true }),
    ).toBe('MINI');
  });
});

describe('Fio B ladder as data (§1.7)', () => {
  it('charges 15 % to 90 % of the Fio B for GD II from 2023 to 2028', () => {
    const shares = [2023, 2024, 2025, 2026, 2027, 2028].map((year) => fioBRule(year, 'GD_II').fioBSharePpm);
    expect(shares).toEqual([150_000, 300_000, 450_000, 600_000, 750_000, 900_000]);
    expect(fioBRule(2026, 'GD_II').confirmed).toBe(true);
  });

  it('marks 2029+ as pending and lets it be edited', () => {
    expect(fioBRule(2031, 'GD_II')).toMatchObject({ year: 2029, confirmed: false });
    expect(fioBRule(2030, 'GD_II_ESTENDIDO')).toMatchObject({ fioBSharePpm: 900_000, confirmed: false });
    expect(fioBRule(2031, 'GD_II_ESTENDIDO')).toMatchObject({ year: 2031, confirmed: false });
    const edited = DEFAULT_FIO_B_LADDER.map((row) =>
      row.regime === 'GD_II' && row.year === 2029 ? { ...row, fioBSharePpm: 950_000, confirmed: true } : row,
    );
    expect(fioBRule(2030, 'GD_II', edited)).toMatchObject({ fioBSharePpm: 950_000, confirmed: true });
  });

  it('keeps GD I free of Fio B until 2045 and GD III at 100 % FB + 40 % FA + charges until 2028', () => {
    expect(fioBRule(2045, 'GD_I').fioBSharePpm).toBe(0);
    expect(fioBRule(2046, 'GD_I').confirmed).toBe(false);
    expect(fioBRule(2028, 'GD_III')).toMatchObject({ fioBSharePpm: 1_000_000, fioASharePpm: 400_000 });
  });

  it('fails clearly where no row applies or the ladder is malformed', () => {
    expect(() => fioBRule(2022, 'GD_II')).toThrow('no Fio B rule for GD_II in 2022');
    const duplicated = [...DEFAULT_FIO_B_LADDER, DEFAULT_FIO_B_LADDER[2]!];
    expect(() => fioBRule(2026, 'GD_II', duplicated)).toThrow(/two rows/);
    expect(() => fioBRule(2026, 'GD_II', [{ ...DEFAULT_FIO_B_LADDER[2]!, fioBSharePpm: 2_000_000 }])).toThrow(
      RangeError,
    );
  });
});
