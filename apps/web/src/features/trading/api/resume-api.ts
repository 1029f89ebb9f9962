import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LabSummary, Resume, ResumeQuery } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

/** The summary of the reader's trades, backtests and paper sessions over a period (open ends: all). */
export const useResume = (period: ResumeQuery) =>
  useQuery({
    queryKey: tradingKeys.resume(period),
    queryFn: () => api<Resume>('/trading/resume/', { query: cleanQuery(period) }),
    placeholderData: keepPreviousData,
  });

/** The reader's own figures as the lab and the dashboard show them to whoever runs backtests. */
export const useLabSummary = (period: ResumeQuery) =>
  useQuery({
    queryKey: tradingKeys.labSummary(period),
    queryFn: () => api<LabSummary>('/trading/lab-summary/', { query: cleanQuery(period) }),
    placeholderData: keepPreviousData,
  });
