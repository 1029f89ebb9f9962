import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@alvorada/contracts';
import { i18n } from '@/shared/i18n/i18n.ts';
import { blockedReasonLabel } from './source-health.ts';

/** The codes the poller stores when a source cannot be read. */
const CODES = ['http_404', 'http_410', 'unreachable', 'timeout', 'too_many_redirects', 'not_a_feed'];

describe('a source’s failure as a person reads it', () => {
  beforeAll(async () => {
    await i18n.loadNamespaces('workana');
    await i18n.loadLanguages([...LOCALES]);
  });

  it('every failure code reads as a sentence in each language, never as the code', () => {
    for (const locale of LOCALES) {
      const t = i18n.getFixedT(locale);
      for (const code of CODES) {
        const text = blockedReasonLabel(t, code);
        expect(text, `${code} in ${locale}`).not.toContain(code);
        expect(text.length, `${code} in ${locale}`).toBeGreaterThan(15);
      }
    }
  });

  it('an HTTP status without a text of its own reads with its number', () => {
    expect(blockedReasonLabel(i18n.getFixedT('pt-BR'), 'http_410')).toBe(
      'O site respondeu com um erro (HTTP 410).',
    );
    expect(blockedReasonLabel(i18n.getFixedT('en'), 'http_404')).toBe(
      'Page not found (HTTP 404): check the address.',
    );
    expect(blockedReasonLabel(i18n.getFixedT('en'), 'http_429')).toContain('Too many requests');
  });
});
