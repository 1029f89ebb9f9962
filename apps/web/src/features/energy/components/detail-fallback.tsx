import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { DetailLoadError, DetailNotFound } from '@/features/energy/components/detail-header.tsx';

/**
 * What a detail page shows instead of its record, or null once there is one to show: not found for an address
 * without a valid id or a record the server does not have (404), else the load error with a retry.
 */
export function useDetailFallback(
  id: number | null,
  query: { error: unknown; isError: boolean; refetch: () => unknown },
  page: { section: 'invoice' | 'unit' | 'plant'; title: string; back: ReactNode; icon: ReactNode },
): ReactNode {
  const { t } = useTranslation();
  const { section, title, back, icon } = page;
  if (id === null || (query.error instanceof ApiRequestError && query.error.status === 404))
    return (
      <DetailNotFound
        title={title}
        back={back}
        icon={icon}
        message={t(`energy.${section}.notFound`)}
        body={t(`energy.${section}.notFoundBody`)}
      />
    );
  if (query.isError)
    return (
      <DetailLoadError
        title={title}
        back={back}
        message={t('energy.loadError')}
        onRetry={() => void query.refetch()}
      />
    );
  return null;
}
