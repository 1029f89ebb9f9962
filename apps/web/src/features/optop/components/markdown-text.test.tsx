import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { MarkdownText } from './markdown-text.tsx';

describe("the agent's Markdown", () => {
  it('renders emphasis, lists, code and http links, and HTML only as text', () => {
    const { container } = render(
      <MarkdownText
        source={[
          'A **usina** gerou `6.848 kWh` <img src=x onerror=alert(1)>',
          '',
          '- um',
          '- [fonte](https://example.com) e [outra](javascript:alert(1))',
          '',
          '```json',
          '{"a": "<script>"}',
          '```',
        ].join('\n')}
      />,
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
});
