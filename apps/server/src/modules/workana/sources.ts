import { readFile } from 'node:fs/promises';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { WebhookPayload } from '@alvorada/contracts';
import { FetchFailed } from '../../platform/http/guarded-fetch.ts';
import type { JobRecord, JobSource } from './job-source.ts';
import { politeFetch } from './polite-fetch.ts';
import { parseWorkanaListing } from './workana-listing.ts';
import { parseFeed } from './feed-listing.ts';
import { parseBudget } from './budget.ts';

/**
 * The Workana jobs listing at a configurable address, page after page through its own links. Addresses
 * inside the server's networks are refused unless `allowedHosts` names them.
 */
export function workanaListingSource(url: string, allowedHosts: readonly string[]): JobSource {
  return {
    kind: 'workana',
    async fetchPage(cursor, fetchedAt) {
      const pageUrl = cursor ?? url;
      const html = await politeFetch(pageUrl, 'text/html', allowedHosts);
      return parseWorkanaListing(html, pageUrl, fetchedAt);
    },
  };
}

/** An RSS or Atom feed: one page, whose entries carry absolute dates. Its address is checked the same way. */
export function feedSource(url: string, allowedHosts: readonly string[]): JobSource {
  return {
    kind: 'rss',
    async fetchPage() {
      const xml = await politeFetch(
        url,
        'application/rss+xml, application/atom+xml, application/xml',
        allowedHosts,
      );
      // A web page at the feed's address is a mistake to report, not an empty feed.
      if (!/<(rss|feed|rdf:RDF)[\s>]/.test(xml)) throw new FetchFailed('not_a_feed');
      return { jobs: parseFeed(xml), next: null };
    },
  };
}

export const FIXTURE_PAGES = ['listing-pt-1.html', 'listing-pt-2.html'];
const FIXTURE_BASE = 'https://www.workana.com/jobs?language=pt';

/**
 * Saved Workana listing pages committed with the code, replayed through the same parser. Each run is a new
 * round whose jobs carry the round in their id, so the demo sees new jobs arrive as the real listing would.
 */
export function fixtureSource(round: number): JobSource {
  return {
    kind: 'fixture',
    async fetchPage(cursor, fetchedAt) {
      const index = cursor ? Number(cursor) : 0;
      const html = await readFile(new URL(`./fixtures/${FIXTURE_PAGES[index]}`, import.meta.url), 'utf8');
      const page = parseWorkanaListing(html, FIXTURE_BASE, fetchedAt);
      const jobs = page.jobs.map((job) => ({
        ...job,
        source: 'fixture' as const,
        externalId: round > 0 ? `${job.externalId}~${round}` : job.externalId,
      }));
      return { jobs, next: index + 1 < FIXTURE_PAGES.length ? String(index + 1) : null };
    },
  };
}

/** A webhook's shared secret: 24 random bytes in hex. */
export const newWebhookSecret = () => randomBytes(24).toString('hex');

/** Whether `signature` (`sha256=<hex>`) is the HMAC-SHA256 of the raw body under the shared secret. */
export function validSignature(secret: string, rawBody: string, signature: string | undefined) {
  if (!signature) return false;
  const expected = Buffer.from(`sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`);
  const given = Buffer.from(signature.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Jobs pushed to the inbound webhook, normalised like any other source's. */
export function webhookJobs(payload: WebhookPayload): JobRecord[] {
  return payload.jobs.map((j) => ({
    source: 'webhook',
    externalId: j.external_id,
    url: j.url,
    title: j.title,
    description: j.description,
    skills: j.skills,
    budget: parseBudget(j.budget),
    bids: j.bids ?? null,
    postedAt: j.posted_at ? new Date(j.posted_at) : null,
    client: {
      name: j.client?.name ?? null,
      country: j.client?.country ?? null,
      paymentVerified: j.client?.payment_verified ?? false,
      rating: j.client?.rating ?? null,
    },
    flags: { urgent: false, featured: false, invite: false },
  }));
}
