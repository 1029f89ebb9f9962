import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BenchFigures, SelfCheckRun } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { developmentKeys } from '@/shared/api/query-keys.ts';

export const useSelfCheckRuns = () =>
  useQuery({
    queryKey: developmentKeys.selfChecks(),
    queryFn: () => api<SelfCheckRun[]>('/development/self-checks/'),
  });

export const useRunSelfChecks = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<SelfCheckRun>('/development/self-checks/', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: developmentKeys.selfChecks() }),
  });
};

export const useBenchFigures = () =>
  useQuery({
    queryKey: developmentKeys.bench(),
    queryFn: () => api<BenchFigures>('/development/bench/'),
    staleTime: Infinity,
  });
