import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OptopUsageQuery, OptopUsageReport } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { optopKeys } from '@/shared/api/query-keys.ts';

/** Tokens and cost of the agent's answers per day, person and model (administrators only). */
export const useOptopUsage = (query: OptopUsageQuery) =>
  useQuery({
    queryKey: optopKeys.usage(query),
    queryFn: () => api<OptopUsageReport>('/optop/usage/', { query }),
    placeholderData: keepPreviousData,
  });
