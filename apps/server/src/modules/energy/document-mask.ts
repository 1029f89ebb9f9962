import type { AppAbility, Customer } from '@alvorada/contracts';
import { readableFields } from '../../platform/access/field-rules.ts';
import type { customers } from './schema.ts';

/** How a reader without the `cpf_cnpj` field rule sees a customer's document, in items and in history. */
export const CUSTOMER_MASKS = { cpf_cnpj: (document: unknown) => maskDocument(String(document)) };

/** Keeps the first three and the last two digits, e.g. 123******09. */
export function maskDocument(document: string): string {
  return document.slice(0, 3) + '*'.repeat(Math.max(0, document.length - 5)) + document.slice(-2);
}

/**
 * Customers as the API shows them: the CPF/CNPJ in full only with the `cpf_cnpj` field rule on Prosumidor,
 * masked otherwise, and `document_full` saying which.
 */
export function customersToApi(rows: (typeof customers.$inferSelect)[], ability: AppAbility): Customer[] {
  const items = rows.map((row) => ({
    id: row.id,
    version: row.version,
    person_type: row.personType,
    name: row.name,
    cpf_cnpj: row.document,
    email: row.email,
    phone: row.phone,
    role: row.role,
    status: row.status,
  }));
  const shown = readableFields(ability, 'Prosumidor', items, CUSTOMER_MASKS);
  // The row's other fields under their API names, as the response schema reads them.
  return shown.map(
    (item, i) => ({ ...item, document_full: item.cpf_cnpj === rows[i]!.document }) as Customer,
  );
}
