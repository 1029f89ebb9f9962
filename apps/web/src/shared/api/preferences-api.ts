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
 * Changes a part of the preferences: `edit` receives the preferences as they stand now (with every change
 * not yet saved), so two quick changes never undo each other, whatever the screen last drew. The change
 * shows at once; the saves go out one after another, in order, and a refused one is undone by reading the
 * server's preferences again.
 */
export function useUpdatePreferences() {
  const client = useQueryClient();
  const save = useMutation({
    mutationKey: preferenceKeys.all,
    scope: { id: 'preferences' },
    mutationFn: (patch: UserPreferencesPatch) =>
      api<UserPreferences>('/auth/preferences/', { method: 'PATCH', body: patch }),
    onSuccess: (saved) => {
      // An answer older than a change still waiting would draw that change away.
      if (client.isMutating({ mutationKey: preferenceKeys.all }) === 1)
        client.setQueryData(preferenceKeys.all, saved);
    },
    onError: () => client.invalidateQueries({ queryKey: preferenceKeys.all }),
  });
  return (edit: (current: UserPreferences) => UserPreferencesPatch) => {
    const current = client.getQueryData<UserPreferences>(preferenceKeys.all) ?? DEFAULT_PREFERENCES;
    const patch = edit(current);
    void client.cancelQueries({ queryKey: preferenceKeys.all });
    client.setQueryData<UserPreferences>(preferenceKeys.all, { ...current, ...patch });
    save.mutate(patch);
  };
}
