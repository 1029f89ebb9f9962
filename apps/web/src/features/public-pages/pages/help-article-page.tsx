import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@alvorada/contracts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';
import { helpArticlesQuery, useHelpArticle } from '@/features/public-pages/api/help-articles-api.ts';
import { PublicShell } from '@/features/public-pages/components/public-shell.tsx';
import { ArticleEditorDialog } from '@/features/public-pages/help/article-editor-dialog.tsx';
import { ArticleFeedback } from '@/features/public-pages/help/article-feedback.tsx';
import { ArticleList, articlePath } from '@/features/public-pages/help/article-list.tsx';
import { MarkdownView } from '@/features/public-pages/help/markdown-view.tsx';

const HELP_CENTER = '/front-pages/help-center';

export default function HelpArticlePage() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  const format = useFormatters();
  const navigate = useNavigate();
  const { title: slug = '' } = useParams();
  const canEdit = useAbility().can('update', 'Admin');
  const [editing, setEditing] = useState(false);
  const article = useHelpArticle(slug, locale);
  const related = useQuery({
    ...helpArticlesQuery({ locale, category: article.data?.category, page_size: 10 }),
    enabled: Boolean(article.data),
  });
  const missing = article.error instanceof ApiRequestError && article.error.status === 404;
  const others = (related.data?.results ?? []).filter((a) => a.slug !== slug);
  return (
    <PublicShell>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Breadcrumbs aria-label={t('public.help.breadcrumbs')} sx={{ mb: 2 }}>
          <Link component={RouterLink} to={HELP_CENTER}>
            {t('public.help.title')}
          </Link>
          {article.data && (
            <Link component={RouterLink} to={HELP_CENTER}>
              {t(`public.help.categories.${article.data.category}.title`)}
            </Link>
          )}
        </Breadcrumbs>
        {missing ? (
          <EmptyState
            title={t('public.help.notFound')}
            body={t('public.help.notFoundBody')}
            action={
              <Button component={RouterLink} to={HELP_CENTER} variant="contained">
                {t('public.help.backToHelp')}
              </Button>
            }
          />
        ) : article.isError ? (
          <LoadError message={t('public.help.articleLoadError')} onRetry={() => void article.refetch()} />
        ) : article.isPending ? (
          <Box aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton variant="text" height={56} width="60%" />
            <Skeleton variant="text" width="30%" />
            <Skeleton variant="rounded" height={280} sx={{ mt: 3 }} />
          </Box>
        ) : (
          <Grid container spacing={5}>
            <Grid size={{ xs: 12, md: 8 }} component="article" aria-labelledby="article-title">
              <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
                <Typography id="article-title" component="h1" variant="h4" sx={{ fontWeight: 700, flex: 1 }}>
                  {article.data.title}
                </Typography>
                {canEdit && (
                  <Button startIcon={<EditOutlined />} variant="outlined" onClick={() => setEditing(true)}>
                    {t('public.editor.edit')}
                  </Button>
                )}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 3 }}>
                {t('public.help.updated', { date: format.date(article.data.updated_at) })}
              </Typography>
              {article.data.locale !== locale && (
                <Alert severity="info" sx={{ mb: 3 }}>
                  {t('public.help.untranslated')}
                </Alert>
              )}
              <Box lang={article.data.locale}>
                <MarkdownView markdown={article.data.body} />
              </Box>
              <ArticleFeedback key={article.data.id} article={article.data} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }} component="aside" aria-labelledby="related-title">
              <Typography id="related-title" component="h2" variant="h6" sx={{ mb: 1 }}>
                {t('public.help.related')}
              </Typography>
              {others.length > 0 ? (
                <ArticleList articles={others} dense />
              ) : (
                <Typography color="text.secondary">{t('public.help.noRelated')}</Typography>
              )}
            </Grid>
          </Grid>
        )}
      </Container>
      {editing && article.data && (
        <ArticleEditorDialog
          article={article.data}
          locale={locale}
          onClose={() => setEditing(false)}
          onSaved={(saved) => {
            setEditing(false);
            if (!saved) void navigate(HELP_CENTER);
            else if (saved.slug !== slug) void navigate(articlePath(saved.slug));
          }}
        />
      )}
    </PublicShell>
  );
}
