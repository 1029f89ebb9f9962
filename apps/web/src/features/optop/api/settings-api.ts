import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OptopModelList, OptopSettings, OptopSettingsInput } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { optopKeys } from '@/shared/api/query-keys.ts';

export const useOptopSettings = () =>
  useQuery({ queryKey: optopKeys.settings(), queryFn: () => api<OptopSettings>('/optop/settings/') });

export const useSaveOptopSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: OptopSettingsInput) =>
      api<OptopSettings>('/optop/settings/', { method: 'PUT', body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: optopKeys.all }),
  });
};

/** The provider's models, once one is configured. */
export const useModels = (enabled: boolean) =>
  useQuery({
    queryKey: optopKeys.models(),
    queryFn: () => api<OptopModelList>('/optop/models/'),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
  });
