import { fold } from './text-fold.ts';

const MINUTE = 60_000;
const UNITS: [RegExp, number][] = [
  [/^(segundos?|seg|second|seconds|sec|s)$/, 1000],
  [/^(minutos?|min|minute|minutes|mins)$/, MINUTE],
  [/^(horas?|hora|hour|hours|hr|hrs|h)$/, 60 * MINUTE],
  [/^(dias?|day|days|d)$/, 24 * 60 * MINUTE],
  [/^(semanas?|week|weeks)$/, 7 * 24 * 60 * MINUTE],
  [/^(mes|meses|month|months)$/, 30 * 24 * 60 * MINUTE],
  [/^(anos?|year|years)$/, 365 * 24 * 60 * MINUTE],
];
const ONE = /^(um|uma|un|una|uno|a|an|one)$/;

/**
 * When a job was posted, from the listing's relative time in Portuguese, Spanish or English ("há 3 horas",
 * "hace 2 días", "1 hour ago", "ontem", "just now") and the moment the page was fetched. Null when the text
 * says nothing we can read. An absolute ISO date is accepted too.
 */
export function postedAt(text: string | null | undefined, fetchedAt: Date): Date | null {
  if (!text) return null;
  const iso = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})/.exec(text);
  if (iso) {
    const at = new Date(iso[0]);
    return Number.isNaN(at.getTime()) ? null : at;
  }
  const t = fold(text)
    .replace(/^.*?(publicado|publicada|published|posted)\s*:?\s*/, '')
    .trim();
  const back = (ms: number) => new Date(fetchedAt.getTime() - ms);
  if (/\b(agora|ahora|just now|now|agora mesmo|hace un momento|ha pouco|há pouco)\b/.test(t)) return back(0);
  if (/\b(ontem|ayer|yesterday)\b/.test(t)) return back(24 * 60 * MINUTE);
  if (/\b(anteontem|anteayer)\b/.test(t)) return back(48 * 60 * MINUTE);
  const m = /\b(\d+|um|uma|un|una|uno|an|a|one)\s+([a-z]+)/.exec(
    t.replace(/\b(ha|hace|about|cerca de|mais de)\b/g, ' '),
  );
  if (!m) return null;
  const amount = ONE.test(m[1]) ? 1 : Number(m[1]);
  const unit = UNITS.find(([pattern]) => pattern.test(m[2]));
  if (!unit || !Number.isFinite(amount)) return null;
  return back(amount * unit[1]);
}
