import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  Page,
  RecordedRequest,
  RecordedRequestQuery,
  RecordedRequestSummary,
  RecorderSettings,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { developmentKeys } from '@/shared/api/query-keys.ts';

/** How often the explorer looks for new requests while it follows them live. */
const LIVE_MS = 3000;

export const useRecordedRequests = (query: Partial<RecordedRequestQuery>, live: boolean) =>
  useQuery({
    queryKey: developmentKeys.requests(query),
    queryFn: () => api<Page<RecordedRequestSummary>>('/development/requests/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? LIVE_MS : false,
  });

export const useRecordedRequest = (id: string | null) =>
  useQuery({
    queryKey: developmentKeys.request(id ?? ''),
    queryFn: () => api<RecordedRequest>(`/development/requests/${encodeURIComponent(id!)}/`),
    enabled: id !== null,
  });

export const useRecorderSettings = () =>
  useQuery({
    queryKey: developmentKeys.recorder(),
    queryFn: () => api<RecorderSettings>('/development/recorder/'),
    staleTime: Infinity,
  });
