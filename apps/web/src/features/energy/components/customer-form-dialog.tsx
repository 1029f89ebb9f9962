import { zodResolver } from '@hookform/resolvers/zod';
import {
  CUSTOMER_ROLES,
  CUSTOMER_STATUSES,
  customerInputSchema,
  documentProblem,
  type Customer,
} from '@alvorada/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { customerRoleLabel, customerStatusLabel } from '@/shared/i18n/labels.ts';
import { maskDocument, maskPhone, unmask } from '@/shared/ui/form/masks.ts';
import { formatDocument } from './document-format.ts';
import { choiceField } from './record-fields.tsx';
import { RecordFormDialog, type RecordDialogProps, type RecordFormSpec } from './record-form-dialog.tsx';

// The document is typed with its mask and checked for the person type as the server checks it.
const schema = customerInputSchema
  .required()
  .extend({ cpf_cnpj: z.string() })
  .superRefine((values, ctx) => {
    const problem = documentProblem(values.person_type, unmask(values.cpf_cnpj));
    if (problem) ctx.addIssue({ code: 'custom', path: ['cpf_cnpj'], message: problem });
  });
type Values = z.output<typeof schema>;
// The contracts' texts take any input and check it; the form's fields hold strings, which they take.
const resolver = zodResolver(schema) as unknown as Resolver<Values>;

const valuesOf = (customer: Customer | null): Values => ({
  person_type: customer?.person_type ?? 'PF',
  name: customer?.name ?? '',
  cpf_cnpj: maskDocument(customer?.cpf_cnpj ?? ''),
  email: customer?.email ?? '',
  phone: customer?.phone ?? '',
  role: customer?.role ?? 'BENEFICIARIO',
  status: customer?.status ?? 'ATIVO',
});

/** A customer's field as its form and its page write it. */
export function customerFieldText(t: TFunction, field: string, value: unknown) {
  if (field === 'role') return customerRoleLabel(t, String(value));
  if (field === 'status') return customerStatusLabel(t, String(value));
  if (field === 'person_type') return t(`energy.customer.personType.${String(value)}`);
  if (field === 'cpf_cnpj') return formatDocument(String(value));
  return String(value ?? '') || '—';
}

/** Creates a customer (`customer` null) or edits one: CPF/CNPJ and phone masked as typed. */
export function CustomerFormDialog({
  customer,
  ...dialog
}: { customer: Customer | null } & RecordDialogProps<Customer>) {
  const { t } = useTranslation();
  const form = useForm<Values>({ resolver, values: valuesOf(customer) });
  const label = (field: string) => t(`energy.records.customerFields.${field}`);
  const spec: RecordFormSpec<Customer, Values> = {
    resource: 'customers',
    valuesOf,
    bodyOf: (values) => ({ ...values, cpf_cnpj: unmask(values.cpf_cnpj) }),
    label,
    show: (field, value) => customerFieldText(t, field, value),
    title: (c) => (c ? t('energy.records.editCustomer', { name: c.name }) : t('energy.records.newCustomer')),
    fields: [
      choiceField('person_type', ['PF', 'PJ'], (v) => t(`energy.customer.personType.${v}`)),
      { name: 'cpf_cnpj', kind: 'masked', mask: maskDocument },
      { name: 'name', kind: 'text', width: 'full' },
      { name: 'email', kind: 'email' },
      { name: 'phone', kind: 'masked', mask: maskPhone },
      choiceField('role', CUSTOMER_ROLES, (v) => customerRoleLabel(t, v)),
      choiceField('status', CUSTOMER_STATUSES, (v) => customerStatusLabel(t, v)),
    ],
  };
  return <RecordFormDialog spec={spec} form={form} record={customer} {...dialog} />;
}
