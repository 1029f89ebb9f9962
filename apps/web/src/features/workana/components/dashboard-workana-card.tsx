import { useTranslation } from 'react-i18next';
import { useFeedStats } from '@/features/workana/api/feed-api.ts';
import { useWorkanaLive } from '@/features/workana/api/use-workana-live.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { DashboardCard } from '@/shared/ui/dashboard-card.tsx';

/** The jobs the reader's rules matched today and those still unread, live as matches arrive. */
export function WorkanaDashboardCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const query = useFeedStats();
  useWorkanaLive();
  const data = query.data;
  const count = (name: 'today' | 'unread' | 'total') => ({
    name,
    value: data![name],
    text: format.number(data![name]),
  });
  return (
    <DashboardCard
      id="workana"
      scope={t('dashboard.today')}
      open="/automations/workana/resume"
      query={query}
      figures={
        data && [count('today'), { ...count('unread'), tone: data.unread > 0 && 'warning' }, count('total')]
      }
    />
  );
}
