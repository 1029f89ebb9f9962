import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HELP_CATEGORIES, type Locale } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useDebounced } from '@/shared/hooks/use-debounced.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { SearchField } from '@/shared/ui/search-field.tsx';
import { useHelpArticles } from '@/features/public-pages/api/help-articles-api.ts';
import { PublicShell } from '@/features/public-pages/components/public-shell.tsx';
import { ArticleEditorDialog } from '@/features/public-pages/help/article-editor-dialog.tsx';
import { ArticleList, articlePath } from '@/features/public-pages/help/article-list.tsx';
import { CATEGORY_ICONS } from '@/features/public-pages/help/help-categories.ts';

/** The help center: search (kept in the URL as `?q=`), the categories with their articles, and, for editors, "new". */
export default function HelpCenterPage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const navigate = useNavigate();
  const canCreate = useAbility().can('create', 'Admin');
  const [params, setParams] = useSearchParams();
  const [creating, setCreating] = useState(false);
  const typed = params.get('q') ?? '';
  const search = useDebounced(typed.trim());
  // Search results come best match first; the categories list their articles in order.
  const articles = useHelpArticles(
    search ? { locale, search, page_size: 100 } : { locale, page_size: 100, ordering: 'id' },
  );
  const onSearch = (value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set('q', value);
    else next.delete('q');
    setParams(next, { replace: true });
  };
  const results = articles.data?.results ?? [];
  return (
    <PublicShell>
      <Box sx={{ bgcolor: 'action.hover', py: { xs: 5, md: 8 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('public.help.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('public.help.subtitle')}
          </Typography>
          <SearchField
            value={typed}
            onSearch={onSearch}
            fullWidth
            label={t('public.help.searchLabel')}
            placeholder={t('public.help.searchPlaceholder')}
            sx={{ bgcolor: 'background.paper', borderRadius: 1 }}
          />
        </Container>
      </Box>
      <Container sx={{ py: 5 }}>
        {canCreate && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <Button startIcon={<AddOutlined />} variant="contained" onClick={() => setCreating(true)}>
              {t('public.editor.new')}
            </Button>
          </Box>
        )}
        {articles.isError ? (
          <LoadError message={t('public.help.loadError')} onRetry={() => void articles.refetch()} />
        ) : articles.isPending ? (
          <Grid container spacing={3} aria-busy="true" aria-label={t('common.loading')}>
            {HELP_CATEGORIES.map((c) => (
              <Grid key={c} size={{ xs: 12, sm: 6, md: 4 }}>
                <Skeleton variant="rounded" height={220} />
              </Grid>
            ))}
          </Grid>
        ) : results.length === 0 ? (
          <EmptyState
            title={search ? t('public.help.noResults', { search }) : t('public.help.empty')}
            body={search ? t('public.help.noResultsBody') : undefined}
          />
        ) : search ? (
          <section aria-labelledby="results-title">
            <Typography id="results-title" component="h2" variant="h5" sx={{ mb: 2 }}>
              {t('public.help.results', { total: articles.data.count, search })}
            </Typography>
            <ArticleList articles={results} />
          </section>
        ) : (
          <Grid container spacing={3}>
            {HELP_CATEGORIES.map((category) => {
              const inCategory = results.filter((a) => a.category === category);
              if (inCategory.length === 0) return null;
              const Icon = CATEGORY_ICONS[category];
              return (
                <Grid key={category} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Card
                    variant="outlined"
                    component="section"
                    aria-labelledby={`category-${category}`}
                    sx={{ height: '100%' }}
                  >
                    <CardContent>
                      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1 }}>
                        <Icon color="primary" aria-hidden />
                        <Typography id={`category-${category}`} component="h2" variant="h6">
                          {t(`public.help.categories.${category}.title`)}
                        </Typography>
                      </Box>
                      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                        {t(`public.help.categories.${category}.description`)}
                      </Typography>
                      <ArticleList articles={inCategory} dense />
                    </CardContent>
                  </Card>
                </Grid>
              );
            })}
          </Grid>
        )}
      </Container>
      {creating && (
        <ArticleEditorDialog
          locale={locale}
          onClose={() => setCreating(false)}
          onSaved={(saved) => {
            setCreating(false);
            if (saved) void navigate(articlePath(saved.slug));
          }}
        />
      )}
    </PublicShell>
  );
}
