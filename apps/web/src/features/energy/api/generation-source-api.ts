import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GenerationSource, GenerationSourceInput } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

/** While a pull is queued or running, the source is read again every few seconds until it ends. */
const PULLING_REFRESH_MS = 2000;

/** The plant's generation source: its kind, settings (never the key) and the state of its pulls. */
export const useGenerationSource = (plantId: number) =>
  useQuery({
    queryKey: energyKeys.generationSource(plantId),
    queryFn: () => api<GenerationSource>(`/energy/plants/${plantId}/generation-source/`),
    refetchInterval: (query) => (query.state.data?.pulling ? PULLING_REFRESH_MS : false),
  });

/** Puts the source the server answered in place of the one read. */
function useSourceAnswer(plantId: number) {
  const client = useQueryClient();
  return (source: GenerationSource) => client.setQueryData(energyKeys.generationSource(plantId), source);
}

export const useSaveGenerationSource = (plantId: number) => {
  const put = useSourceAnswer(plantId);
  return useMutation({
    mutationFn: (body: GenerationSourceInput) =>
      api<GenerationSource>(`/energy/plants/${plantId}/generation-source/`, { method: 'PUT', body }),
    onSuccess: put,
  });
};

export const usePullGenerationSource = (plantId: number) => {
  const put = useSourceAnswer(plantId);
  return useMutation({
    mutationFn: () =>
      api<GenerationSource>(`/energy/plants/${plantId}/generation-source/pull/`, { method: 'POST' }),
    onSuccess: put,
  });
};
