import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MarkdownText } from './markdown-text.tsx';

const renderMarkdown = (source: string) =>
  render(
    <MemoryRouter>
      <MarkdownText source={source} />
    </MemoryRouter>,
  );

describe("the agent's Markdown", () => {
  it('renders emphasis, lists, code and http links, and HTML only as text', () => {
    const { container } = renderMarkdown(
      [
        'A **usina** gerou `6.848 kWh` <img src=x onerror=alert(1)>',
        '',
        '- um',
        '- [fonte](https://example.com) e [outra](javascript:alert(1))',
        '',
        '```json',
        '{"a": "<script>"}',
        '```',
      ].join('\n'),
    );
    expect(container.querySelector('strong')?.textContent).toBe('usina');
    expect(container.querySelector('p code')?.textContent).toBe('6.848 kWh');
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://example.com',
    ]);
    expect(container.querySelector('pre')?.textContent).toBe('{"a": "<script>"}');
    expect(container.querySelector('img, script')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror=alert(1)>');
  });

  it('renders a table with links to the app’s pages, and no link off the app without its scheme', () => {
    const { container } = renderMarkdown(
      [
        '**2** faturas:',
        '',
        '| Fatura | Cliente | Valor |',
        '| --- | --- | --- |',
        '| [#5](/financeiro/faturas/5) | Ana \\| Filha | R$ 589,42 |',
        '| [#7](//evil.example/x) | Heitor | R$ 411,77 |',
      ].join('\n'),
    );
    expect([...container.querySelectorAll('th')].map((th) => th.textContent)).toEqual([
      'Fatura',
      'Cliente',
      'Valor',
    ]);
    const rows = [...container.querySelectorAll('tbody tr')].map((tr) =>
      [...tr.querySelectorAll('td')].map((td) => td.textContent),
    );
    expect(rows).toEqual([
      ['#5', 'Ana | Filha', 'R$ 589,42'],
      ['[#7](//evil.example/x)', 'Heitor', 'R$ 411,77'],
    ]);
    expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/financeiro/faturas/5',
    ]);
  });
});
