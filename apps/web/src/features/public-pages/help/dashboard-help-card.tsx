import { useTranslation } from 'react-i18next';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { DashboardCard } from '@/shared/ui/dashboard-card.tsx';
import { useHelpArticles } from '@/features/public-pages/api/help-articles-api.ts';
import { ArticleList } from './article-list.tsx';

/** One of the page sizes the lists take. */
const SHOWN = 5;

/** The help center's first articles in the reader's language, each a link to read it. */
export function HelpDashboardCard() {
  const { t } = useTranslation();
  const locale = useStore(settingsStore).language;
  const query = useHelpArticles({ locale, page_size: SHOWN, ordering: 'id' });
  return (
    <DashboardCard
      id="help"
      scope={t('page.helpCenter')}
      open="/front-pages/help-center"
      query={query}
      empty={query.data?.count === 0 && t('dashboard.empty.help')}
    >
      {query.data && <ArticleList articles={query.data.results} dense />}
    </DashboardCard>
  );
}
