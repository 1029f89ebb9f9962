import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaperFeed, TradingSettings, TradingSettingsResponse } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

/** The user's Paracima settings (the defaults until they save their own). */
export const useTradingSettings = () =>
  useQuery({
    queryKey: tradingKeys.settings(),
    queryFn: () => api<TradingSettingsResponse>('/trading/settings/'),
  });

export const useSaveTradingSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: TradingSettings) =>
      api<TradingSettingsResponse>('/trading/settings/', { method: 'PUT', body: settings }),
    onSuccess: (saved) => client.setQueryData(tradingKeys.settings(), saved),
  });
};

/** The feeds a new session may use here (an exchange only when the server is connected to one). */
export function useAvailableFeeds(): PaperFeed[] {
  const settings = useTradingSettings();
  return settings.data?.feeds.filter((f) => f.available).map((f) => f.id) ?? ['replay', 'generated'];
}
