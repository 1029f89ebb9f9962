import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from '@/features/public-pages/help/markdown-view.tsx';

describe('MarkdownView', () => {
  it('renders headings from h2, lists, emphasis and safe links', () => {
    render(
      <MarkdownView
        markdown={'# Título\n\n1. Abra **Geração**\n2. Veja [a ajuda](/front-pages/help-center)'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Título' })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Geração').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'a ajuda' }).getAttribute('href')).toBe(
      '/front-pages/help-center',
    );
  });

  it('shows raw HTML as text and drops links with other schemes', () => {
    const { container } = render(
      <MarkdownView
        markdown={'<img src=x onerror="alert(1)">\n\nClique [aqui](javascript:alert(1)) e <b>cru</b>'}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(container.textContent).toContain('<b>cru</b>');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('aqui')).toBeTruthy();
  });

  it('keeps as text a link written as a path that the browser opens on another host', () => {
    render(<MarkdownView markdown={'Entre [por aqui](/\\evil.example/login) ou [aqui](/login)'} />);
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/login']);
    expect(screen.getByText('por aqui').tagName).toBe('SPAN');
  });
});
