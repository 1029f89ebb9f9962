export type ParamValue = number;
export type ParamSet = Record<string, ParamValue>;

/** Values to try for one parameter: a list, or an inclusive range with a step (default 1). */
export type ParamDomain = readonly ParamValue[] | { min: number; max: number; step?: number };

export type ParamSpace = Record<string, ParamDomain>;

function values(domain: ParamDomain): readonly ParamValue[] {
  if (Array.isArray(domain)) return domain as readonly ParamValue[];
  const { min, max, step = 1 } = domain as { min: number; max: number; step?: number };
  if (!(step > 0) || !(max >= min)) throw new RangeError(`invalid range ${min}..${max} step ${step}`);
  const out: number[] = [];
  for (let k = 0; min + k * step <= max + 1e-12; k++) out.push(+(min + k * step).toPrecision(12));
  return out;
}

/** Every combination of the space (cartesian product), in order. */
export function gridOf(space: ParamSpace): ParamSet[] {
  let combos: ParamSet[] = [{}];
  for (const [name, domain] of Object.entries(space)) {
    const next: ParamSet[] = [];
    for (const combo of combos) for (const v of values(domain)) next.push({ ...combo, [name]: v });
    combos = next;
  }
  return combos;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` combinations drawn at random from the grid (without repetition). */
export function sampleOf(combos: ParamSet[], count: number, random: () => number): ParamSet[] {
  const pool = combos.slice();
  const n = Math.min(count, pool.length);
  for (let k = 0; k < n; k++) {
    const j = k + Math.floor(random() * (pool.length - k));
    [pool[k], pool[j]] = [pool[j], pool[k]];
  }
  return pool.slice(0, n);
}
