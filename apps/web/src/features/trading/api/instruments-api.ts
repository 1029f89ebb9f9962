import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CandleImport,
  CandleImportResult,
  Instrument,
  InstrumentCoverage,
  InstrumentCreate,
  Page,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { tradingKeys } from '@/shared/api/query-keys.ts';

const path = (id: number) => `/trading/instruments/${id}/`;

/** A page of the instruments the reader sees (shared and their own), as the instruments screen lists them. */
export const useInstrumentPage = (query: object) =>
  useQuery({
    queryKey: tradingKeys.instrumentList(query),
    queryFn: () => api<Page<Instrument>>('/trading/instruments/', { query: cleanQuery(query) }),
    placeholderData: keepPreviousData,
  });

export const useInstrument = (id: number | null) =>
  useQuery({
    queryKey: tradingKeys.instrument(id ?? 0),
    queryFn: () => api<Instrument>(path(id!)),
    enabled: id !== null,
  });

/** The bars an instrument stores per timeframe, and the timeframes built from its base one. */
export const useCoverage = (id: number | null) =>
  useQuery({
    queryKey: tradingKeys.coverage(id ?? 0),
    queryFn: () => api<InstrumentCoverage>(`${path(id!)}coverage/`),
    enabled: id !== null,
  });

/** A change to an instrument or its candles reads again every instrument query (lists, run forms, coverage). */
function useInstrumentMutation<TArgs, TResult>(fn: (args: TArgs) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: tradingKeys.instruments() }),
  });
}

export const useCreateInstrument = () =>
  useInstrumentMutation((body: InstrumentCreate) =>
    api<Instrument>('/trading/instruments/', { method: 'POST', body }),
  );

export const useDeleteInstrument = () =>
  useInstrumentMutation((id: number) => api<void>(path(id), { method: 'DELETE' }));

/** What a CSV file would write, each problem by row and column: nothing is written. */
export const useCandlePreview = () =>
  useMutation({
    mutationFn: ({ id, ...body }: CandleImport & { id: number }) =>
      api<CandleImportResult>(`${path(id)}candles/import/preview/`, { method: 'POST', body }),
  });

export const useCandleImport = () =>
  useInstrumentMutation(({ id, ...body }: CandleImport & { id: number }) =>
    api<CandleImportResult>(`${path(id)}candles/import/`, { method: 'POST', body }),
  );
