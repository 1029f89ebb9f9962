import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page, WorkanaNotification, WorkanaResume, WorkanaRun, WorkanaStats } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { workanaKeys } from '@/shared/api/query-keys.ts';

export type FeedQuery = {
  page: number;
  page_size: number;
  search?: string;
  unread?: string;
  budget_type?: string;
  rule_id?: string;
};

/** The reader's feed of matched jobs, unread first. */
export const useFeed = (query: FeedQuery) =>
  useQuery({
    queryKey: workanaKeys.feed(query),
    queryFn: () => api<Page<WorkanaNotification>>('/workana/notifications/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });

export const useFeedStats = () =>
  useQuery({
    queryKey: workanaKeys.stats(),
    queryFn: () => api<WorkanaStats>('/workana/notifications/stats/'),
  });

/** Marks one read; the realtime message then brings every tab (this one included) in step. */
export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ id: number; read_at: string }>(`/workana/notifications/${id}/read/`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: workanaKeys.feeds() }),
  });
};

export const useMarkAllRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<{ ids: number[]; read_at: string }>('/workana/notifications/read/', { method: 'POST', body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: workanaKeys.feeds() }),
  });
};

export const useWorkanaResume = (days: number) =>
  useQuery({
    queryKey: workanaKeys.resume(days),
    queryFn: () => api<WorkanaResume>('/workana/resume/', { query: { days } }),
    placeholderData: keepPreviousData,
  });

export const useRuns = (query: { page: number; page_size: number; status?: string }) =>
  useQuery({
    queryKey: workanaKeys.runs(query),
    queryFn: () => api<Page<WorkanaRun>>('/workana/runs/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });
