import type { JobBudget, WorkanaSourceKind } from '@alvorada/contracts';

/** A job as a source hands it over, before it is stored (`first_seen` is the database's). */
export interface JobRecord {
  source: WorkanaSourceKind;
  externalId: string;
  url: string;
  title: string;
  description: string;
  skills: string[];
  budget: JobBudget | null;
  bids: number | null;
  postedAt: Date | null;
  client: { name: string | null; country: string | null; paymentVerified: boolean; rating: number | null };
  flags: { urgent: boolean; featured: boolean; invite: boolean };
}

/** One page of listings and where the next one starts (null: no more pages). */
export interface ListingPage {
  jobs: JobRecord[];
  next: string | null;
}

/**
 * Where jobs come from. `fetchPage` reads one page of listings from a cursor (null for the first page);
 * `fetchDetail`, when a source has one, fills in what the listing leaves out. A source that meets a block
 * (a challenge page, 403, 429) throws `SourceBlocked` and never tries to get past it; one that cannot be read throws `FetchFailed` with a
 * message code the screens translate (`http_<status>`, `unreachable`, `timeout`, `too_many_redirects`, or
 * `not_a_feed`: an RSS address that answers something else, such as a web page).
 */
export interface JobSource {
  kind: WorkanaSourceKind;
  fetchPage(cursor: string | null, fetchedAt: Date): Promise<ListingPage>;
  fetchDetail?(job: JobRecord): Promise<JobRecord>;
}

export class SourceBlocked extends Error {
  readonly reason: string;
  /** What the site asked for in Retry-After, in milliseconds. */
  readonly retryAfterMs: number | null;
  constructor(reason: string, retryAfterMs: number | null) {
    super(`blocked: ${reason}`);
    this.reason = reason;
    this.retryAfterMs = retryAfterMs;
  }
}
