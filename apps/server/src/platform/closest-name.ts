/** A name as people type it: without accents, case or repeated spaces ("Usina Solar Jaguaré" → "usina solar jaguare"). */
const looseName = (name: string) =>
  name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Edits (insert, delete, replace one character) that turn `a` into `b`. */
function distance(a: string, b: string) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The registered name a mistyped one most likely meant: the same once accents and case are set aside, or
 * the nearest within a third of its length; none when nothing is that close.
 */
export function closestName(typed: string, names: readonly string[]): string | undefined {
  const wanted = looseName(typed);
  let best: { name: string; edits: number } | undefined;
  for (const name of names) {
    const edits = distance(wanted, looseName(name));
    if (!best || edits < best.edits) best = { name, edits };
  }
  return best && best.edits <= Math.max(2, Math.floor(wanted.length / 3)) ? best.name : undefined;
}
