import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HelpArticleSummary } from '@alvorada/contracts';
import { renderInApp } from '@/test/render.tsx';
import { ArticleList } from '@/features/public-pages/help/article-list.tsx';

const article: HelpArticleSummary = {
  id: 1,
  slug: 'rateio-de-creditos',
  locale: 'pt-BR',
  category: 'energy',
  title: 'Como fazer o rateio dos créditos de uma usina',
  summary: 'Distribua a energia entre as UCs.',
  updated_at: '2026-11-01T00:00:00Z',
};

describe('ArticleList', () => {
  it('shows a search result with its passage, the searched words marked', () => {
    renderInApp(
      <ArticleList
        articles={[
          {
            ...article,
            snippet: [
              { text: 'Quanto da ', match: false },
              { text: 'energia', match: true },
              { text: ' ', match: false },
              { text: 'solar', match: true },
              { text: ' vai para cada UC.', match: false },
            ],
          },
        ]}
      />,
    );
    const passage = screen.getByTestId('help-snippet');
    expect(passage.textContent).toBe('Quanto da energia solar vai para cada UC.');
    expect([...passage.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['energia', 'solar']);
    expect(screen.queryByText(article.summary)).toBeNull();
    expect(screen.getByRole('link').getAttribute('href')).toBe(
      '/front-pages/help-center/article/rateio-de-creditos',
    );
  });

  it('shows the summary of an article that is not a search result', () => {
    renderInApp(<ArticleList articles={[article]} />);
    expect(screen.getByText(article.summary)).toBeTruthy();
    expect(screen.queryByTestId('help-snippet')).toBeNull();
  });
});
