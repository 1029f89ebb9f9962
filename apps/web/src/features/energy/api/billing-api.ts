import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Customer,
  Invoice,
  InvoiceSent,
  InvoiceStatement,
  LateChargesPreview,
  Page,
  Payment,
  Unit,
  UnitStatement,
} from '@alvorada/contracts';
import { api } from '@/shared/api/client.ts';
import { energyKeys } from '@/shared/api/query-keys.ts';
import { download } from '@/shared/files/download.ts';

/** The most rows a detail page lists at once: a customer's UCs, contracts, a UC's invoices (24 cycles). */
const DETAIL_ROWS = 100;

export const useCustomer = (id: number | null) =>
  useQuery({
    queryKey: energyKeys.customer(id ?? 0),
    queryFn: () => api<Customer>(`/energy/customers/${id}/`),
    enabled: id !== null,
  });

export const useCustomerUnits = (customerId: number | null) => {
  const query = { customer_id: customerId ?? 0, page_size: DETAIL_ROWS };
  return useQuery({
    queryKey: energyKeys.units(query),
    queryFn: () => api<Page<Unit>>('/energy/units/', { query }),
    enabled: customerId !== null,
  });
};

/** Invoices of a customer or of a UC, newest cycle first (asked only of a reader of Financeiro). */
export const useInvoicesOf = (filter: { customer_id?: number; unit_id?: number }, enabled: boolean) => {
  const query = { ...filter, ordering: '-cycle', page_size: DETAIL_ROWS };
  return useQuery({
    queryKey: energyKeys.invoices(query),
    queryFn: () => api<Page<Invoice>>('/energy/invoices/', { query }),
    enabled,
  });
};

export const useUnitStatement = (id: number | null) =>
  useQuery({
    queryKey: energyKeys.unitStatement(id ?? 0),
    queryFn: () => api<UnitStatement>(`/energy/units/${id}/statement/`),
    enabled: id !== null,
  });

export const useInvoiceStatement = (id: number | null) =>
  useQuery({
    queryKey: energyKeys.invoiceStatement(id ?? 0),
    queryFn: () => api<InvoiceStatement>(`/energy/invoices/${id}/statement/`),
    enabled: id !== null,
  });

/** The §3.9 charges of a payment on `on`; the previous figures stay while another day loads. */
export const useLateCharges = (id: number, on: string | null) =>
  useQuery({
    queryKey: energyKeys.lateCharges(id, on ?? ''),
    queryFn: () => api<LateChargesPreview>(`/energy/invoices/${id}/late-charges/`, { query: { on } }),
    enabled: on !== null,
    placeholderData: keepPreviousData,
  });

/** After a change to an invoice every energy figure may have moved: its statement, lists, summaries. */
function useInvalidateEnergy() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: energyKeys.all });
}

export interface PaymentInput {
  invoice_id: number;
  method: string;
  amount_centavos: number;
  credited_on: string;
  /** Take more than is open, the excess becoming the customer's credit. */
  excess_as_credit: boolean;
}

export const useRegisterPayment = () => {
  const invalidate = useInvalidateEnergy();
  return useMutation({
    mutationFn: (body: PaymentInput) => api<Payment>('/energy/payments/', { method: 'POST', body }),
    onSuccess: invalidate,
  });
};

/** Takes back (estorno) the invoice's latest payment still standing, with the reason. */
export const useReversePayment = () => {
  const invalidate = useInvalidateEnergy();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) =>
      api<Payment>(`/energy/payments/${id}/reverse/`, { method: 'POST', body: { reason } }),
    onSuccess: invalidate,
  });
};

export const useIssueCopy = (id: number) => {
  const invalidate = useInvalidateEnergy();
  return useMutation({
    mutationFn: (dueDate: string) =>
      api<InvoiceStatement>(`/energy/invoices/${id}/copies/`, {
        method: 'POST',
        body: { due_date: dueDate },
      }),
    onSuccess: invalidate,
  });
};

export const useApplyCredit = (id: number) => {
  const invalidate = useInvalidateEnergy();
  return useMutation({
    mutationFn: (amount: number) =>
      api<InvoiceStatement>(`/energy/invoices/${id}/apply-credit/`, {
        method: 'POST',
        body: { amount_centavos: amount },
      }),
    onSuccess: invalidate,
  });
};

export const useCancelInvoice = (id: number) => {
  const invalidate = useInvalidateEnergy();
  return useMutation({
    mutationFn: (reason: string) =>
      api<InvoiceStatement>(`/energy/invoices/${id}/cancel/`, { method: 'POST', body: { reason } }),
    onSuccess: invalidate,
  });
};

/** The invoice's payable PDF (the second copy's once one was issued), in the reader's language. */
export const useDownloadInvoice = (id: number) =>
  useMutation({
    mutationFn: (reference: string) =>
      download(`/energy/invoices/${id}/document/`, `fatura-${reference}.pdf`),
  });

/** E-mails the invoice's PDF to the customer. */
export const useSendInvoice = (id: number) =>
  useMutation({
    mutationFn: () => api<InvoiceSent>(`/energy/invoices/${id}/send/`, { method: 'POST' }),
  });
