import { decodeEntities, htmlText } from './text-fold.ts';
import { parseBudget } from './budget.ts';
import { postedAt } from './posted-at.ts';
import type { JobRecord, ListingPage } from './job-source.ts';
import { jobLink } from './job-link.ts';

type Raw = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);
const num = (v: unknown) => {
  const n = typeof v === 'number' ? v : Number(/[\d.]+/.exec(str(v) ?? '')?.[0]);
  return Number.isFinite(n) ? n : null;
};
const flagCode = (html: string) => /flag(?:-icon)?-([a-z]{2})\b/i.exec(html)?.[1].toUpperCase() ?? null;

/** The next page's address: `page` one up from the current URL's. */
function nextPageUrl(pageUrl: string, page: number) {
  const url = new URL(pageUrl);
  url.searchParams.set('page', String(page + 1));
  return url.toString();
}

/** A result of the JSON the listing page embeds for its search component. */
function fromEmbedded(r: Raw, base: string, fetchedAt: Date): JobRecord | null {
  const slug = str(r.slug);
  const title = htmlText(str(r.title) ?? '');
  const url = slug && jobLink(str(r.url) ?? `/job/${slug}`, base);
  if (!slug || !title || !url) return null;
  const country = r.country && typeof r.country === 'object' ? (r.country as Raw) : null;
  const skills = Array.isArray(r.skills)
    ? r.skills.map((s) => htmlText(str((s as Raw)?.anchorText) ?? str(s) ?? '')).filter(Boolean)
    : [];
  return {
    source: 'workana',
    externalId: slug,
    url,
    title,
    description: htmlText(str(r.description) ?? ''),
    skills,
    budget: parseBudget(htmlText(str(r.budget) ?? '')),
    bids: num(r.totalBids ?? r.bids),
    postedAt: postedAt(htmlText(str(r.postedDate) ?? ''), fetchedAt),
    client: {
      name: htmlText(str(r.authorName) ?? '') || null,
      country:
        str(country?.code)?.toUpperCase() ??
        str(r.countryCode)?.toUpperCase() ??
        flagCode(str(r.country) ?? ''),
      paymentVerified: r.paymentVerified === true || r.paymentVerified === 'true',
      rating: num(r.rating),
    },
    flags: {
      urgent: r.isUrgent === true,
      featured: r.isFeatured === true,
      invite: r.isInvite === true || r.isPrivate === true,
    },
  };
}

function embeddedResults(html: string): { results: Raw[]; page: number; pages: number } | null {
  const attr =
    /:?results-initials\s*=\s*"([^"]*)"/.exec(html) ?? /:?results-initials\s*=\s*'([^']*)'/.exec(html);
  if (!attr) return null;
  try {
    const data = JSON.parse(decodeEntities(attr[1])) as Raw;
    const results = Array.isArray(data.results) ? (data.results as Raw[]) : [];
    const pagination = (data.pagination ?? {}) as Raw;
    return { results, page: num(pagination.page) ?? 1, pages: num(pagination.pages) ?? 1 };
  } catch {
    return null;
  }
}

const inner = (block: string, cls: string) =>
  new RegExp(`<(\\w+)[^>]*class="[^"]*\\b${cls}\\b[^"]*"[^>]*>([\\s\\S]*?)</\\1\\s*>`).exec(block)?.[2] ??
  null;

/** The listing's HTML, for pages that do not embed their results. */
function fromHtml(block: string, base: string, fetchedAt: Date): JobRecord | null {
  const link = /<h2[^>]*project-title[^>]*>[\s\S]*?<a[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a\s*>/.exec(block);
  const href = link && jobLink(decodeEntities(link[1]), base);
  if (!href) return null;
  const url = new URL(href);
  const externalId = url.pathname.replace(/^\/job\//, '').replace(/\/$/, '');
  const countryHtml = inner(block, 'country-name') ?? '';
  return {
    source: 'workana',
    externalId,
    url: url.toString(),
    title: htmlText(link[2]),
    description: htmlText(inner(block, 'project-details') ?? ''),
    skills: [
      ...block.matchAll(
        /<(?:a|h3|span)[^>]*class="[^"]*\bskill\b[^"]*"[^>]*>([\s\S]*?)<\/(?:a|h3|span)\s*>/g,
      ),
    ].map((m) => htmlText(m[1])),
    budget: parseBudget(htmlText(inner(block, 'budget') ?? '')),
    bids: num(htmlText(inner(block, 'bids') ?? '')),
    postedAt: postedAt(htmlText(inner(block, 'date') ?? ''), fetchedAt),
    client: {
      name: htmlText(inner(block, 'author-name') ?? '') || null,
      country: flagCode(countryHtml),
      paymentVerified: /\bpayment-verified\b/.test(block),
      rating: num(/data-rating="([\d.]+)"/.exec(block)?.[1]),
    },
    flags: {
      urgent: /\blabel-urgent\b/.test(block),
      featured: /\bproject-item-featured\b/.test(block),
      invite: /\blabel-invite\b/.test(block),
    },
  };
}

/**
 * One Workana listing page: the JSON it embeds for its search results when present, else its HTML
 * (`.project-item` blocks and the `rel="next"` link).
 */
export function parseWorkanaListing(html: string, pageUrl: string, fetchedAt: Date): ListingPage {
  const embedded = embeddedResults(html);
  if (embedded) {
    const jobs = embedded.results.map((r) => fromEmbedded(r, pageUrl, fetchedAt)).filter((j) => j !== null);
    return {
      jobs,
      next: embedded.page < embedded.pages && jobs.length ? nextPageUrl(pageUrl, embedded.page) : null,
    };
  }
  const blocks = html.split(/<div[^>]*class="[^"]*\bproject-item\b/).slice(1);
  const jobs = blocks.map((b) => fromHtml(b, pageUrl, fetchedAt)).filter((j) => j !== null);
  const next =
    /<a[^>]*rel="next"[^>]*href="([^"]+)"/.exec(html) ?? /<a[^>]*href="([^"]+)"[^>]*rel="next"/.exec(html);
  return { jobs, next: next && jobs.length ? new URL(decodeEntities(next[1]), pageUrl).toString() : null };
}
