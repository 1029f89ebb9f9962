import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaperFeed, RunDefaults, TradingSettings, TradingSettingsResponse } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

/** The user's Paracima settings (the defaults until they save their own). */
export const useTradingSettings = () =>
  useQuery({
    queryKey: tradingKeys.settings(),
    queryFn: () => api<TradingSettingsResponse>('/trading/settings/'),
  });

/** A write of (part of) the settings; the answer is the whole settings, which every form then starts from. */
const useSettingsWrite = <Body extends Record<string, unknown>>(path: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => api<TradingSettingsResponse>(path, { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(tradingKeys.settings(), saved),
  });
};

/** The Settings page's save: every setting. */
export const useSaveTradingSettings = () => useSettingsWrite<TradingSettings>('/trading/settings/');

/** The run form's "save as default": the user's own capital and costs. */
export const useSaveRunDefaults = () => useSettingsWrite<RunDefaults>('/trading/settings/defaults/');

/** The feeds a new session may use here (an exchange only when the server is connected to one). */
export function useAvailableFeeds(): PaperFeed[] {
  const settings = useTradingSettings();
  return settings.data?.feeds.filter((f) => f.available).map((f) => f.id) ?? ['replay', 'generated'];
}
