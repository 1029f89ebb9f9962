import { DEFAULT_LOCALE, LOCALES, type Locale } from '@alvorada/contracts';

/** The best of our locales for an Accept-Language header; pt-BR when none matches. */
export function pickLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const wanted = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag: tag.toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((w) => w.tag && w.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of wanted) {
    const exact = LOCALES.find((l) => l.toLowerCase() === tag);
    if (exact) return exact;
    const base = tag.split('-')[0];
    const byLanguage = LOCALES.find((l) => l.toLowerCase().split('-')[0] === base);
    if (byLanguage) return byLanguage;
  }
  return DEFAULT_LOCALE;
}

/** The locale of the process's environment (LC_ALL, LC_MESSAGES, LANG: `pt_BR.UTF-8`), for console messages. */
export function systemLocale(env: Record<string, string | undefined> = process.env): Locale {
  const value = env.LC_ALL || env.LC_MESSAGES || env.LANG || '';
  return pickLocale(value.split(/[.@]/)[0].replace('_', '-'));
}
