import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES, type UserPreferences, type UserPreferencesPatch } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { preferenceKeys } from '@/shared/api/query-keys.ts';

export const preferencesQuery = () =>
  queryOptions({
    queryKey: preferenceKeys.all,
    queryFn: ({ signal }) => api<UserPreferences>('/auth/preferences/', { signal }),
    staleTime: 5 * 60_000,
  });

/** The signed-in user's preferences; the defaults while they load or when they cannot be read. */
export function usePreferences() {
  const query = useQuery(preferencesQuery());
  return { preferences: query.data ?? DEFAULT_PREFERENCES, loaded: query.isSuccess, query };
}

/**
 * Saves a part of the preferences. The change shows at once and is undone if the server refuses it, so
 * moving a card or pinning a page never waits for the network.
 */
export function useUpdatePreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: UserPreferencesPatch) =>
      api<UserPreferences>('/auth/preferences/', { method: 'PATCH', body: patch }),
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: preferenceKeys.all });
      const previous = client.getQueryData<UserPreferences>(preferenceKeys.all);
      client.setQueryData<UserPreferences>(preferenceKeys.all, {
        ...(previous ?? DEFAULT_PREFERENCES),
        ...patch,
      });
      return { previous };
    },
    onError: (_error, _patch, context) => client.setQueryData(preferenceKeys.all, context?.previous),
    onSuccess: (saved) => client.setQueryData(preferenceKeys.all, saved),
  });
}
