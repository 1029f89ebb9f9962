import type { MatchReason, RuleCriteria } from '@alvorada/contracts';
import type { JobRecord } from './job-source.ts';
import { fold, holdsWord } from './text-fold.ts';

type SourceFields = 'title' | 'description' | 'skills' | 'budget' | 'bids' | 'postedAt';

/** What a rule looks at in a job: the fields above as its source hands them over, and the client's. */
export interface MatchableJob extends Pick<JobRecord, SourceFields> {
  clientCountry: string | null;
  clientVerified: boolean;
}

/** Rates into BRL by currency code; a budget in a currency without a rate cannot pass a budget range. */
export type Rates = Map<string, number>;

function convert(value: number | null, from: string | null, to: string, rates: Rates) {
  if (value === null) return null;
  const fromRate = rates.get(from ?? 'BRL');
  const toRate = rates.get(to);
  if (!fromRate || !toRate) return undefined;
  return (value * fromRate) / toRate;
}

const round = (n: number) => Math.round(n).toLocaleString('en-US', { maximumFractionDigits: 0 });

/**
 * Whether a job passes a rule and why: the reasons name each criterion that held (the keywords and skills
 * found, the budget in the rule's currency). Keywords are whole words, compared without case or accents, so
 * "programação" finds "Programacao" and "java" does not find "javascript". Null when the job does not pass.
 */
export function matchRule(c: RuleCriteria, job: MatchableJob, rates: Rates, now: Date): MatchReason[] | null {
  const reasons: MatchReason[] = [];
  const text = fold(`${job.title}\n${job.description}\n${job.skills.join('\n')}`);
  if (c.exclude.some((w) => holdsWord(text, w))) return null;
  if (c.include.length) {
    const found = c.include.filter((w) => holdsWord(text, w));
    if (!found.length) return null;
    reasons.push({ kind: 'include', words: found });
  }
  if (c.skills.length) {
    const jobSkills = new Set(job.skills.map((s) => fold(s).trim()));
    const found = c.skills.filter((s) => jobSkills.has(fold(s).trim()));
    if (c.skills_mode === 'all' ? found.length < c.skills.length : !found.length) return null;
    reasons.push({ kind: 'skills', words: found });
  }
  const wantsRange = c.budget_min !== null || c.budget_max !== null;
  if (c.budget_type !== 'any' || wantsRange) {
    const b = job.budget;
    if (!b) return null;
    if (c.budget_type !== 'any' && b.type !== c.budget_type) return null;
    if (wantsRange) {
      const low = convert(b.min, b.currency, c.budget_currency, rates);
      const high = convert(b.max, b.currency, c.budget_currency, rates);
      if (low === undefined || high === undefined) return null;
      // Ranges overlap: the job may pay within what the rule asks for.
      if (c.budget_min !== null && (high ?? Infinity) < c.budget_min) return null;
      if (c.budget_max !== null && (low ?? 0) > c.budget_max) return null;
      const shown = [low, high].map((v) => (v === null ? '…' : round(v))).join('–');
      reasons.push({ kind: 'budget', words: [b.type], detail: `${c.budget_currency} ${shown}` });
    } else reasons.push({ kind: 'budget', words: [b.type] });
  }
  if (c.max_age_hours !== null) {
    if (!job.postedAt || now.getTime() - job.postedAt.getTime() > c.max_age_hours * 3_600_000) return null;
    reasons.push({ kind: 'max_age', words: [String(c.max_age_hours)] });
  }
  if (c.max_bids !== null) {
    if (job.bids === null || job.bids > c.max_bids) return null;
    reasons.push({ kind: 'max_bids', words: [String(job.bids)] });
  }
  if (c.countries.length) {
    if (!job.clientCountry || !c.countries.includes(job.clientCountry)) return null;
    reasons.push({ kind: 'country', words: [job.clientCountry] });
  }
  if (c.payment_verified_only) {
    if (!job.clientVerified) return null;
    reasons.push({ kind: 'payment_verified', words: [] });
  }
  if (!reasons.length) reasons.push({ kind: 'any', words: [] });
  return reasons;
}
