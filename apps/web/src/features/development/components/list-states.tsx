import Skeleton from '@mui/material/Skeleton';
import type { UseQueryResult } from '@tanstack/react-query';
import { EmptyState } from '@/shared/ui/empty-state.tsx';
import { LoadError } from '@/shared/ui/load-error.tsx';

/**
 * What a list card shows before or instead of its rows (a list, or a page of one): the load error with a
 * retry, a placeholder while it loads, or why it is empty. Nothing once there are rows.
 */
export function ListStates({
  query,
  loadError,
  emptyTitle,
  emptyBody,
}: {
  query: UseQueryResult<unknown[] | { count: number }>;
  loadError: string;
  emptyTitle: string;
  emptyBody: string;
}) {
  if (query.isError) return <LoadError message={loadError} onRetry={() => void query.refetch()} />;
  if (query.isPending) return <Skeleton variant="rounded" height={160} />;
  if ((Array.isArray(query.data) ? query.data.length : query.data.count) === 0)
    return <EmptyState title={emptyTitle} body={emptyBody} />;
  return null;
}
