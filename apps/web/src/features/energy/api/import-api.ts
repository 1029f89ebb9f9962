import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportRecord, ImportResult, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

export type ImportKindPath = 'generation' | 'bills';
export interface ImportFile {
  kind: ImportKindPath;
  file_name: string;
  content: string;
}

/** Validates a file and says what it would change; nothing is written. */
export const useImportPreview = () =>
  useMutation({
    mutationFn: ({ kind, ...body }: ImportFile) =>
      api<ImportResult>(`/energy/${kind}/import/preview/`, { method: 'POST', body }),
  });

/** Lands a previewed file; the history and every energy figure are read again. */
export function useImportConfirm() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: ImportFile) =>
      api<ImportResult>(`/energy/${kind}/import/`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: energyKeys.all }),
  });
}

/** A page of the files landed, newest first. */
export const useImportHistory = (query: Record<string, string | number | undefined>) => {
  const clean = cleanQuery(query);
  return useQuery({
    queryKey: energyKeys.imports(clean),
    queryFn: () => api<Page<ImportRecord>>('/energy/imports/', { query: clean }),
    placeholderData: keepPreviousData,
  });
};

/** One landed file, as the history lists it (the one the address opens); nothing to read without an id. */
export const useImportRecord = (id: number | null) =>
  useQuery({
    queryKey: energyKeys.importRecord(id ?? 0),
    queryFn: () => api<ImportRecord>(`/energy/imports/${id}/`),
    enabled: id !== null,
  });
