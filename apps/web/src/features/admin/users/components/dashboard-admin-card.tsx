import { useTranslation } from 'react-i18next';
import { useRoleCount } from '@/shared/api/roles-api.ts';
import { useUserStats } from '@/shared/api/users-api.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { DashboardCard } from '@/shared/ui/dashboard-card.tsx';

/** The accounts as they stand: active, waiting for their owner's first sign-in, and the roles they hold. */
export function AdminDashboardCard() {
  const { t } = useTranslation();
  const format = useFormatters();
  const stats = useUserStats();
  const roles = useRoleCount();
  const count = (name: string, value: number) => ({ name, value, text: format.number(value) });
  return (
    <DashboardCard
      id="admin"
      scope={t('dashboard.now')}
      open="/admin-panel/user/list"
      query={{
        isPending: stats.isPending || roles.isPending,
        isError: stats.isError || roles.isError,
        refetch: () => Promise.all([stats.refetch(), roles.refetch()]),
      }}
      figures={
        stats.data && roles.data !== undefined
          ? [
              count('active', stats.data.active),
              { ...count('pending', stats.data.pending), tone: stats.data.pending > 0 && 'warning' },
              count('roles', roles.data),
            ]
          : undefined
      }
    />
  );
}
