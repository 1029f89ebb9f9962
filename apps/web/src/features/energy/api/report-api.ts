import { useEffect } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isJobFinished,
  REPORT_JOB_KIND,
  type Page,
  type Report,
  type ReportRecipient,
  type ReportRequest,
  type ReportSchedule,
  type ReportScheduleInput,
  type ReportSchedulePatch,
  type ReportSummary,
  type Customer,
  type Unit,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { realtime } from '@/shared/realtime/realtime.ts';

/** The Relatórios page's KPIs and the plants and distributors its forms offer. */
export const useReportSummary = () =>
  useQuery({
    queryKey: energyKeys.summary('reports', {}),
    queryFn: () => api<ReportSummary>('/energy/summary/reports/'),
  });

/** A page of the history, as filtered in the URL. */
export const useReports = (query: Record<string, string | number | undefined>) =>
  useQuery({
    queryKey: energyKeys.reports(query),
    queryFn: () => api<Page<Report>>('/energy/reports/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });

/** One report, as the history shows it (the one the address opens); nothing to read without an id. */
export const useReport = (id: number | null) =>
  useQuery({
    queryKey: energyKeys.report(id ?? 0),
    queryFn: () => api<Report>(`/energy/reports/${id}/`),
    enabled: id !== null,
  });

export const useReportSchedules = () =>
  useQuery({
    queryKey: energyKeys.reportSchedules(),
    queryFn: () => api<Page<ReportSchedule>>('/energy/report-schedules/', { query: { page_size: 100 } }),
  });

/** Reads the history, its KPIs and the schedules again after any change to them. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: energyKeys.reports() }),
      client.invalidateQueries({ queryKey: energyKeys.summary('reports', {}) }),
    ]);
}

export function useRequestReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: ReportRequest) => api<Report>('/energy/reports/', { method: 'POST', body }),
    onSuccess: refresh,
  });
}

export function useRetryReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<Report>(`/energy/reports/${id}/retry/`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useDeleteReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api<void>(`/energy/reports/${id}/`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

export function useSendReport() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, to }: { id: number; to: ReportRecipient }) =>
      api<Report>(`/energy/reports/${id}/send/`, { method: 'POST', body: { to } }),
    onSuccess: refresh,
  });
}

export function useScheduleMutations() {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: energyKeys.reportSchedules() }),
      client.invalidateQueries({ queryKey: energyKeys.summary('reports', {}) }),
    ]);
  return {
    create: useMutation({
      mutationFn: (body: ReportScheduleInput) =>
        api<ReportSchedule>('/energy/report-schedules/', { method: 'POST', body }),
      onSuccess: refresh,
    }),
    update: useMutation({
      mutationFn: ({ id, patch }: { id: number; patch: ReportSchedulePatch }) =>
        api<ReportSchedule>(`/energy/report-schedules/${id}/`, { method: 'PATCH', body: patch }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api<void>(`/energy/report-schedules/${id}/`, { method: 'DELETE' }),
      onSuccess: refresh,
    }),
  };
}

/** Customers or UCs matching a search, for the forms' pickers. */
export function useLookup(resource: 'customers' | 'units', search: string) {
  return useQuery({
    queryKey: energyKeys.lookup(resource, search),
    queryFn: () =>
      api<Page<Customer | Unit>>(`/energy/${resource}/`, {
        query: { search, page_size: 20 },
      }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

/**
 * Follows the reports' status over realtime: each step (queued, running, done, failed) reads the history,
 * and each end the KPIs, again, so the page shows it as it happens.
 */
export function useReportUpdates() {
  const client = useQueryClient();
  useEffect(
    () =>
      realtime.subscribe((message) => {
        if (message.type !== 'job_progress' || message.kind !== REPORT_JOB_KIND) return;
        void client.invalidateQueries({ queryKey: energyKeys.reports() });
        if (isJobFinished(message.state))
          void client.invalidateQueries({ queryKey: energyKeys.summary('reports', {}) });
      }),
    [client],
  );
}
