import { describe, expect, it } from 'vitest';
import { safeHref } from '@/features/public-pages/help/safe-href.ts';

const PAGE = 'https://painel.example.com.br/front-pages/help-center/artigo';

describe('safeHref', () => {
  it('refuses what reads as a path or a host but opens another origin, and other schemes', () => {
    for (const href of [
      '/\\evil.example/login',
      '\\\\evil.example/login',
      '//evil.example/login',
      '/\\/evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'http://[',
    ])
      expect(safeHref(href, PAGE), href).toBeNull();
  });

  it('keeps paths, relative links and same-origin addresses as paths of this app', () => {
    expect(safeHref('/dashboards/main', PAGE)).toEqual({ href: '/dashboards/main', external: false });
    expect(safeHref('outro?x=1#passo-2', PAGE)).toEqual({
      href: '/front-pages/help-center/outro?x=1#passo-2',
      external: false,
    });
    expect(safeHref('#passo-2', PAGE)).toEqual({
      href: '/front-pages/help-center/artigo#passo-2',
      external: false,
    });
    expect(safeHref('https://painel.example.com.br/faq', PAGE)).toEqual({ href: '/faq', external: false });
  });

  it('opens another site only when written out as an http(s) address, and e-mail', () => {
    expect(safeHref('https://www.gov.br/aneel', PAGE)).toEqual({
      href: 'https://www.gov.br/aneel',
      external: true,
    });
    expect(safeHref('mailto:suporte@alvorada.dev', PAGE)).toEqual({
      href: 'mailto:suporte@alvorada.dev',
      external: false,
    });
  });
});
