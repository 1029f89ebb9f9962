import { decodeEntities, htmlText } from './text-fold.ts';
import { parseBudget } from './budget.ts';
import type { JobRecord } from './job-source.ts';
import { jobLink } from './job-link.ts';

const tag = (xml: string, name: string) => {
  const m = new RegExp(`<${name}(?:\\s[^>]*)?>([\\s\\S]*?)</${name}>`, 'i').exec(xml);
  if (!m) return null;
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(m[1]);
  return cdata ? cdata[1] : decodeEntities(m[1]);
};

/**
 * An RSS 2.0 or Atom document's entries as jobs; the budget, the bids and the client's country (a two-letter
 * code) are read from "Budget:", "Bids:" and "Country:" lines (or their Portuguese, Spanish and French words).
 */
export function parseFeed(xml: string): JobRecord[] {
  const atom = /<feed[\s>]/.test(xml);
  const items = xml.split(atom ? /<entry[\s>]/ : /<item[\s>]/).slice(1);
  return items.flatMap((item) => {
    const link = atom ? (/<link[^>]*href="([^"]+)"/.exec(item)?.[1] ?? null) : tag(item, 'link');
    const url = link && jobLink(decodeEntities(link.trim()));
    const title = htmlText(tag(item, 'title') ?? '');
    if (!link || !url || !title) return [];
    const id = tag(item, atom ? 'id' : 'guid') ?? link;
    const body = htmlText(tag(item, 'content') ?? tag(item, 'summary') ?? tag(item, 'description') ?? '');
    const when = tag(item, 'pubDate') ?? tag(item, 'published') ?? tag(item, 'updated');
    const at = when ? new Date(when.trim()) : null;
    const categories = [
      ...item.matchAll(/<category(?:\s[^>]*term="([^"]+)")?[^>]*>(?:([\s\S]*?)<\/category>)?/g),
    ]
      .map((m) => htmlText(m[1] ?? (m[2] ?? '').replace(/^<!\[CDATA\[|\]\]>$/g, '')))
      .filter(Boolean);
    const budgetLine = /(?:budget|orçamento|orcamento|presupuesto)\s*:\s*([^\n]+)/i.exec(body)?.[1];
    const bids = /(?:bids|proposals|propostas|propuestas)\s*:\s*(\d+)/i.exec(body)?.[1];
    const country = /(?:country|país|pais|pays)\s*:\s*([a-z]{2})\b/i.exec(body)?.[1];
    return [
      {
        source: 'rss' as const,
        externalId: decodeEntities(id.trim()),
        url,
        title,
        description: body,
        skills: categories,
        budget: parseBudget(budgetLine),
        bids: bids ? Number(bids) : null,
        postedAt: at && !Number.isNaN(at.getTime()) ? at : null,
        client: {
          name: htmlText(tag(item, 'author') ?? tag(item, 'dc:creator') ?? '') || null,
          country: country?.toUpperCase() ?? null,
          paymentVerified: false,
          rating: null,
        },
        flags: { urgent: false, featured: false, invite: false },
      },
    ];
  });
}
