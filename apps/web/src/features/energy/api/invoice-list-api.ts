import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceFilterOptions, InvoiceListPage } from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { cleanQuery } from '@/shared/api/clean-query.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';

/** A page of the operator's invoices with the totals of the whole filtered set. */
export const useInvoiceList = (query: Record<string, string | number | undefined>) => {
  const clean = cleanQuery(query);
  return useQuery({
    queryKey: energyKeys.invoices({ ...clean, totals: true }),
    queryFn: () => api<InvoiceListPage>('/energy/invoices/', { query: clean }),
    placeholderData: keepPreviousData,
  });
};

/** The cycles, plants and distributors the invoice list's pickers offer. */
export const useInvoiceFilterOptions = () =>
  useQuery({
    queryKey: energyKeys.invoices({ filters: true }),
    queryFn: () => api<InvoiceFilterOptions>('/energy/invoices/filters/'),
  });
