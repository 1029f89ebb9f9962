import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CurrencyRate,
  RuleCriteria,
  RuleInput,
  RulePreview,
  WorkanaPreferences,
  WorkanaRule,
  WorkanaSource,
  WorkanaSourceSecret,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { workanaKeys } from '@/shared/api/query-keys.ts';

export const useRules = () =>
  useQuery({ queryKey: workanaKeys.rules(), queryFn: () => api<WorkanaRule[]>('/workana/rules/') });

export const useSaveRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rule }: { id?: number; rule: RuleInput }) =>
      id
        ? api<WorkanaRule>(`/workana/rules/${id}/`, { method: 'PATCH', body: rule })
        : api<WorkanaRule>('/workana/rules/', { method: 'POST', body: rule }),
    onSuccess: () => client.invalidateQueries({ queryKey: workanaKeys.rules() }),
  });
};

export const useToggleRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api<WorkanaRule>(`/workana/rules/${id}/`, { method: 'PATCH', body: { enabled } }),
    onSuccess: () => client.invalidateQueries({ queryKey: workanaKeys.rules() }),
  });
};

export const useDeleteRule = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api(`/workana/rules/${id}/`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: workanaKeys.rules() }),
  });
};

/** What the criteria would have found among the latest jobs; `enabled` waits for valid criteria. */
export const useRulePreview = (criteria: RuleCriteria | null) =>
  useQuery({
    queryKey: workanaKeys.preview(criteria ?? {}),
    queryFn: () => api<RulePreview>('/workana/rules/preview/', { method: 'POST', body: criteria! }),
    enabled: criteria !== null,
    placeholderData: keepPreviousData,
  });

export const usePreferences = () =>
  useQuery({
    queryKey: workanaKeys.preferences(),
    queryFn: () => api<WorkanaPreferences>('/workana/preferences/'),
  });

export const useSavePreferences = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (prefs: WorkanaPreferences) =>
      api<WorkanaPreferences>('/workana/preferences/', { method: 'PUT', body: prefs }),
    onSuccess: (saved) => client.setQueryData(workanaKeys.preferences(), saved),
  });
};

/** Sources with their health; read again every half minute while the page is open. */
export const useSources = () =>
  useQuery({
    queryKey: workanaKeys.sources(),
    queryFn: () => api<WorkanaSource[]>('/workana/sources/'),
    refetchInterval: 30_000,
  });

export const useUpdateSource = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      patch,
    }: {
      id: number;
      patch: { enabled?: boolean; url?: string | null; interval_minutes?: number };
    }) => api<WorkanaSource>(`/workana/sources/${id}/`, { method: 'PATCH', body: patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: workanaKeys.sources() }),
  });
};

export const useRunSource = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<{ queued: boolean }>(`/workana/sources/${id}/run/`, { method: 'POST' }),
    onSuccess: () => {
      // The run takes a moment: read the health again shortly after.
      setTimeout(() => void client.invalidateQueries({ queryKey: workanaKeys.sources() }), 1500);
      setTimeout(() => void client.invalidateQueries({ queryKey: workanaKeys.allRuns() }), 1500);
    },
  });
};

/** A new webhook secret, answered this once; the sources are read again for its masked form. */
export const useRegenerateSecret = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<WorkanaSourceSecret>(`/workana/sources/${id}/secret/`, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: workanaKeys.sources() }),
  });
};

export const useRates = () =>
  useQuery({ queryKey: workanaKeys.rates(), queryFn: () => api<CurrencyRate[]>('/workana/rates/') });

export const useSaveRates = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (rates: CurrencyRate[]) =>
      api<CurrencyRate[]>('/workana/rates/', { method: 'PUT', body: rates }),
    onSuccess: (saved) => client.setQueryData(workanaKeys.rates(), saved),
  });
};
