import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExceptionGroup, JobRecord, JobRecordQuery, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { developmentKeys } from '@/shared/api/query-keys.ts';

const EXCEPTIONS_REFRESH_MS = 3000;

/** Every instance's exceptions, kept current while the view is open (a failure is written after its answer). */
export const useExceptions = () =>
  useQuery({
    queryKey: developmentKeys.exceptions(),
    queryFn: () => api<ExceptionGroup[]>('/development/exceptions/'),
    refetchInterval: EXCEPTIONS_REFRESH_MS,
  });

/** A page of the jobs view; the filters as the URL holds them. */
export const useJobRecords = (query: Partial<Record<keyof JobRecordQuery, string | number>>) =>
  useQuery({
    queryKey: developmentKeys.jobs(query),
    queryFn: () => api<Page<JobRecord>>('/development/jobs/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });

/** Asks the server for a 500 on purpose, so the exceptions view shows one; its failure is the point. */
export const useProvokeFault = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/development/exceptions/provoke/', { method: 'POST' }).catch(() => null),
    onSettled: () => client.invalidateQueries({ queryKey: developmentKeys.exceptions() }),
  });
};
