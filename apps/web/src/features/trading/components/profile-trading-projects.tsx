import { useTranslation } from 'react-i18next';
import { LinkListCard } from '@/shared/ui/link-list-card.tsx';
import { useStrategies } from '@/features/trading/api/trading-api.ts';
import { useSessions } from '@/features/trading/api/sessions-api.ts';

const own = <T extends { owner_id: number }>(userId: number, list: T[] | undefined) =>
  list?.filter((item) => item.owner_id === userId);

/**
 * The profile's trading projects: the strategies the user wrote and their paper sessions (an administrator
 * reads everyone's; the profile keeps to the user's own).
 */
export function TradingProjects({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const strategies = useStrategies();
  const sessions = useSessions({ page: 1, page_size: 100 });
  return (
    <>
      <LinkListCard
        title={t('profile.projects.strategies')}
        items={own(userId, strategies.data?.results)?.map((strategy) => ({
          key: strategy.id,
          to: `/automations/paracima/builder?strategy=${strategy.id}`,
          primary: strategy.name,
        }))}
        loading={strategies.isPending}
        failed={strategies.isError}
        onRetry={() => void strategies.refetch()}
        empty={t('profile.projects.noStrategies')}
      />
      <LinkListCard
        title={t('profile.projects.sessions')}
        items={own(userId, sessions.data?.results)?.map((session) => ({
          key: session.id,
          to: `/automations/paracima/StrategyMonitor?session=${session.id}`,
          primary: session.name || session.strategy_name,
          secondary: `${session.strategy_name} · ${session.symbol} ${session.timeframe}`,
        }))}
        loading={sessions.isPending}
        failed={sessions.isError}
        onRetry={() => void sessions.refetch()}
        empty={t('profile.projects.noSessions')}
      />
    </>
  );
}
