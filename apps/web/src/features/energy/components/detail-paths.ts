/** Where the energy detail pages live (the page catalogue's paths with their id). */
export const customerPath = (id: number) => `/prosumidores/clientes/${id}`;
export const unitPath = (id: number) => `/prosumidores/ucs/${id}`;
export const invoicePath = (id: number) => `/financeiro/faturas/${id}`;
/** The invoice list, narrowed to one cycle's invoices. */
export const cycleInvoicesPath = (cycle: string) => `/financeiro/faturas?cycle=${cycle}`;
