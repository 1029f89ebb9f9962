import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  isJobFinished,
  type ApiTestCollection,
  type ApiTestCollectionInput,
  type ApiTestRun,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { developmentKeys } from '@/shared/api/query-keys.ts';

/** How often a list with a run still queued or running reads again. */
const ACTIVE_POLL_MS = 1000;

const active = (runs: { state: ApiTestRun['state'] }[] | undefined) =>
  runs?.some((r) => !isJobFinished(r.state)) ? ACTIVE_POLL_MS : false;

export const useTestCollections = () =>
  useQuery({
    queryKey: developmentKeys.testCollections(),
    queryFn: () => api<ApiTestCollection[]>('/development/test-collections/'),
    refetchInterval: (query) => active(query.state.data?.flatMap((c) => (c.last_run ? [c.last_run] : []))),
  });

export const useTestRuns = (collectionId: number | null) =>
  useQuery({
    queryKey: developmentKeys.testRuns(collectionId ?? 0),
    queryFn: () => api<ApiTestRun[]>(`/development/test-collections/${collectionId}/runs/`),
    enabled: collectionId !== null,
    refetchInterval: (query) => active(query.state.data),
  });

function useCollectionMutation<T>(mutationFn: (value: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: developmentKeys.testCollections() }),
  });
}

export const useSaveTestCollection = () =>
  useCollectionMutation(({ id, input }: { id: number | null; input: ApiTestCollectionInput }) =>
    api<ApiTestCollection>(id ? `/development/test-collections/${id}/` : '/development/test-collections/', {
      method: id ? 'PUT' : 'POST',
      body: input,
    }),
  );

export const useDeleteTestCollection = () =>
  useCollectionMutation((id: number) => api(`/development/test-collections/${id}/`, { method: 'DELETE' }));

export const useRunTestCollection = () =>
  useCollectionMutation((id: number) =>
    api<ApiTestRun>(`/development/test-collections/${id}/runs/`, { method: 'POST' }),
  );
