import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OperationPage } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

/** The operations table's page for the grid's query (its filters, search, ordering and page), with totals. */
export const useOperations = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: tradingKeys.operations(query),
    queryFn: () => api<OperationPage>('/trading/operations/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });
