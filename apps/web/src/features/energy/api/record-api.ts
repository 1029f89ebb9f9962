import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuditEntry, Distributor, Page } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

/** The energy records an operator creates, edits and deactivates from their screens. */
export type EnergyRecord =
  'customers' | 'units' | 'contracts' | 'plants' | 'tariffs' | 'distributors' | 'costs';

/** A record as its form reads it back: its id and the version an edit is made on. */
export interface Versioned {
  id: number;
  version: number;
}

/**
 * Creates a record (no `id`) or saves the fields an edit changed, with the version the edit was made on: the
 * server refuses it (409 `record_changed`) when someone saved the record meanwhile. Every energy figure is
 * read again after a save.
 */
export function useSaveRecord<Item extends Versioned>(resource: EnergyRecord) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, version, changes }: { id?: number; version?: number; changes: object }) =>
      id === undefined
        ? api<Item>(`/energy/${resource}/`, { method: 'POST', body: changes })
        : api<Item>(`/energy/${resource}/${id}/`, { method: 'PATCH', body: { ...changes, version } }),
    onSuccess: () => client.invalidateQueries({ queryKey: energyKeys.all }),
  });
}

/** A record's own audit entries, newest first (readers of its area). */
export const useRecordHistory = (resource: EnergyRecord, id: number | null) =>
  useQuery({
    queryKey: energyKeys.recordHistory(resource, id ?? 0),
    queryFn: () => api<AuditEntry[]>(`/energy/${resource}/${id}/history/`),
    enabled: id !== null,
  });

/** Every distributor, for the fields that pick one. */
export const useDistributors = () =>
  useQuery({
    queryKey: energyKeys.lookup('distributors', ''),
    queryFn: () => api<Page<Distributor>>('/energy/distributors/', { query: { page_size: 100 } }),
    select: (page) => page.results,
  });

/** One record as its form edits it (its version included). */
export const useRecord = <Item extends Versioned>(resource: EnergyRecord, id: number | null) =>
  useQuery({
    queryKey: energyKeys.record(resource, id ?? 0),
    queryFn: () => api<Item>(`/energy/${resource}/${id}/`),
    enabled: id !== null,
  });

/** A page of a record's list (`query` holds its filters, paging and ordering), asked for when `enabled`. */
export const useRecordPage = <Item>(
  resource: EnergyRecord,
  query: Record<string, string | number>,
  enabled = true,
) =>
  useQuery({
    queryKey: energyKeys.recordPage(resource, query),
    queryFn: () => api<Page<Item>>(`/energy/${resource}/`, { query }),
    placeholderData: keepPreviousData,
    enabled,
  });
