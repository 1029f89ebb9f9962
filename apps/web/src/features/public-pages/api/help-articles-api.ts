import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  HelpArticle,
  HelpArticleInput,
  HelpArticleListQuery,
  HelpArticlePatch,
  HelpArticleSummary,
  HelpFeedbackResult,
  Page,
} from '@alvorada/contracts';
import { api, publicApi } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { helpArticleKeys } from '@/shared/api/query-keys.ts';

/** The help center's articles: anyone reads and votes, the Admin subject writes. */
export const helpArticlesQuery = (query: Partial<HelpArticleListQuery>) =>
  queryOptions({
    queryKey: helpArticleKeys.list(query),
    queryFn: () =>
      publicApi<Page<HelpArticleSummary>>('/help-center/articles/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });

export const helpArticleQuery = (slug: string, locale: string) =>
  queryOptions({
    queryKey: helpArticleKeys.detail(slug, locale),
    queryFn: () =>
      publicApi<HelpArticle>(`/help-center/articles/${encodeURIComponent(slug)}/`, { query: { locale } }),
  });

export const useHelpArticles = (query: Partial<HelpArticleListQuery>) => useQuery(helpArticlesQuery(query));
export const useHelpArticle = (slug: string, locale: string) => useQuery(helpArticleQuery(slug, locale));

export const useSaveHelpArticle = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, article }: { id?: number; article: HelpArticleInput | HelpArticlePatch }) =>
      id
        ? api<HelpArticle>(`/help-center/articles/${id}/`, { method: 'PATCH', body: article })
        : api<HelpArticle>('/help-center/articles/', { method: 'POST', body: article }),
    onSuccess: () => client.invalidateQueries({ queryKey: helpArticleKeys.all }),
  });
};

export const useDeleteHelpArticle = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/help-center/articles/${id}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: helpArticleKeys.all }),
  });
};

export const useHelpFeedback = (id: number) =>
  useMutation({
    mutationFn: (vote: { voter: string; helpful: boolean }) =>
      publicApi<HelpFeedbackResult>(`/help-center/articles/${id}/feedback/`, { method: 'POST', body: vote }),
  });
