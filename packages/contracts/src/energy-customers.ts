import { z } from 'zod';
import './zod-config.ts';
import { int32, safeString } from './schema-helpers.ts';
import { isValidCep, isValidCnpj, isValidCpf, isValidPhone } from './brazilian-documents.ts';
import { email } from './mail-address.ts';
import { id, name, ppm, recordVersion as version, uf } from './energy-fields.ts';
import {
  ALLOCATION_KINDS,
  ALLOCATION_STATUSES,
  CONNECTIONS,
  CUSTOMER_ROLES,
  CUSTOMER_STATUSES,
  SUBGROUPS,
  UNIT_CLASSES,
  yearMonthSchema,
} from './energy.ts';

// Customers and units -------------------------------------------------------------------------------------

/** A CPF or a CNPJ, digits only, with valid check digits. */
const isDocument = (value: string) =>
  /^(\d{11}|\d{14})$/.test(value) && (isValidCpf(value) || isValidCnpj(value));

/**
 * What is wrong with a customer's document for its person type, as a field message code: a person (PF) has a
 * CPF, a company (PJ) a CNPJ. Checked on the whole record, so a PATCH of either field is checked too.
 */
export function documentProblem(personType: 'PF' | 'PJ', document: string) {
  if (personType === 'PF' && !isValidCpf(document))
    return document.length === 14 ? 'cpf_for_pf' : 'invalid_cpf';
  if (personType === 'PJ' && !isValidCnpj(document))
    return document.length === 11 ? 'cnpj_for_pj' : 'invalid_cnpj';
  return null;
}

/** A text that may be left empty and, when filled, must pass `check`. */
const optional = (text: z.ZodType<string>, check: (value: string) => boolean, message: string) =>
  text.refine((value) => value === '' || check(value), { message }).default('');

export const customerInputSchema = z.object({
  person_type: z.enum(['PF', 'PJ']),
  name,
  cpf_cnpj: safeString().refine(isDocument, { message: 'invalid_document' }),
  email: optional(safeString().trim().max(160), (v) => email.safeParse(v).success, 'invalid_email'),
  phone: optional(safeString().trim().max(40), isValidPhone, 'invalid_phone'),
  role: z.enum(CUSTOMER_ROLES).default('BENEFICIARIO'),
  status: z.enum(CUSTOMER_STATUSES).default('ATIVO'),
});
/** `name` and `status` are left out for a reader whose field rules on Prosumidor do not include them. */
export const customerSchema = customerInputSchema
  .extend({
    id,
    version,
    // Records read back as stored: those written before a check existed are still shown.
    cpf_cnpj: safeString(),
    email: safeString(),
    phone: safeString(),
    /** false when the reader lacks the `cpf_cnpj` field rule on Prosumidor: the document is masked. */
    document_full: z.boolean(),
  })
  .partial({ name: true, status: true });
export type Customer = z.infer<typeof customerSchema>;

export const unitInputSchema = z.object({
  distributor_id: id,
  customer_id: id,
  installation_number: safeString().trim().min(1).max(40),
  /** The distributor's conta contrato: digits, as its rateio request forms ask for it. */
  account_number: optional(safeString().trim(), (v) => /^\d{4,20}$/.test(v), 'invalid_account_number'),
  supply_group: z.enum(['A', 'B']).default('B'),
  subgroup: z.enum(SUBGROUPS).default('B1'),
  unit_class: z.enum(UNIT_CLASSES).default('RESIDENCIAL'),
  connection: z.enum(CONNECTIONS).nullable().default('MONOFASICO'),
  city: safeString().trim().max(80).default(''),
  uf,
  cep: optional(safeString().trim(), isValidCep, 'invalid_cep'),
  contract_id: id.nullable().default(null),
  active: z.boolean().default(true),
});
export const unitSchema = unitInputSchema.extend({
  id,
  version,
  account_number: safeString(),
  cep: safeString(),
});
export type Unit = z.infer<typeof unitSchema>;

export const allocationItemSchema = z.object({
  unit_id: id,
  percent_ppm: ppm.optional(),
  priority: int32().min(1).optional(),
});
export const allocationInputSchema = z.object({
  plant_id: id,
  kind: z.enum(ALLOCATION_KINDS).default('PERCENTUAL'),
  items: z.array(allocationItemSchema).min(1).max(1000),
  effective_cycle: yearMonthSchema,
  status: z.enum(ALLOCATION_STATUSES).default('RASCUNHO'),
  protocol: safeString().trim().max(60).default(''),
});
export const allocationSchema = allocationInputSchema.extend({ id, version: int32() });
export type AllocationInput = z.input<typeof allocationInputSchema>;

/** GET /api/energy/plants/{id}/allocation-context/: what the rateio editor needs besides the versions. */
export const allocationContextSchema = z.object({
  plant_id: id,
  plant_name: safeString(),
  distributor: safeString(),
  /** The latest cycle closed with the plant's UCs: a new version takes effect after it. */
  last_closed_cycle: safeString().nullable(),
  /** The distributor's active UCs (the generating UC excluded) that may receive credits. */
  units: z.array(z.object({ id, installation_number: safeString(), customer_name: safeString() })),
});
export type AllocationContext = z.infer<typeof allocationContextSchema>;

/** GET /api/energy/allocations/{id}/distributor-form/: the version as the distributor's request form. */
export const distributorFormQuerySchema = z.object({ format: z.enum(['csv', 'xlsx']).default('csv') });
