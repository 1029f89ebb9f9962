import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiTestRun, ExceptionGroup, JobRecord, JobState } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { developmentKeys } from '@/shared/api/query-keys.ts';

export const useExceptions = () =>
  useQuery({
    queryKey: developmentKeys.exceptions(),
    queryFn: () => api<ExceptionGroup[]>('/development/exceptions/'),
  });

export const useJobRecords = (state: JobState | undefined) =>
  useQuery({
    queryKey: developmentKeys.jobs(state),
    queryFn: () => api<JobRecord[]>(`/development/jobs/${state ? `?state=${state}` : ''}`),
  });

export const useRetryJob = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<ApiTestRun>(`/development/jobs/${id}/retry/`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: developmentKeys.all }),
  });
};

/** Asks the server for a 500 on purpose, so the exceptions view shows one; its failure is the point. */
export const useProvokeFault = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api('/development/exceptions/provoke/', { method: 'POST' }).catch(() => null),
    onSettled: () => client.invalidateQueries({ queryKey: developmentKeys.exceptions() }),
  });
};
