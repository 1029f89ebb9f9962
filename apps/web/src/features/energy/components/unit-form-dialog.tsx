import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONNECTIONS,
  SUBGROUPS,
  UNIT_CLASSES,
  unitInputSchema,
  type Contract,
  type Unit,
} from '@alvorada/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { connectionLabel, unitClassLabel } from '@/shared/i18n/labels.ts';
import { maskCep } from '@/shared/ui/form/masks.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useDistributors, useRecordPage } from '@/features/energy/api/record-api.ts';
import { pickedId } from './form-values.ts';
import { choiceField } from './record-fields.tsx';
import {
  RecordFormDialog,
  useDistributorOptions,
  type RecordDialogProps,
  type RecordFormSpec,
} from './record-form-dialog.tsx';

// A distributor and a contract are picked from lists, which hold their ids as text.
const schema = unitInputSchema.required().extend({
  distributor_id: z.coerce.number().int().positive(),
  contract_id: pickedId(unitInputSchema.shape.contract_id.unwrap()),
});
type Values = z.output<typeof schema>;
// The contracts' texts take any input and check it; the form's fields hold strings, which they take.
const resolver = zodResolver(schema) as unknown as Resolver<Values>;

const valuesOf = (customerId: number) => (unit: Unit | null) =>
  ({
    distributor_id: unit ? String(unit.distributor_id) : '',
    customer_id: unit?.customer_id ?? customerId,
    installation_number: unit?.installation_number ?? '',
    account_number: unit?.account_number ?? '',
    supply_group: unit?.supply_group ?? 'B',
    subgroup: unit?.subgroup ?? 'B1',
    unit_class: unit?.unit_class ?? 'RESIDENCIAL',
    connection: unit?.connection ?? 'MONOFASICO',
    city: unit?.city ?? '',
    uf: unit?.uf ?? '',
    cep: unit?.cep ?? '',
    contract_id: unit?.contract_id ? String(unit.contract_id) : '',
    active: unit?.active ?? true,
    // The lists hold the ids as text until the schema reads them as numbers.
  }) as unknown as Values;

/** A UC's field as its form and its history write it. */
export function unitFieldText(t: TFunction, field: string, value: unknown) {
  if (field === 'unit_class') return unitClassLabel(t, String(value));
  if (field === 'connection') return value ? connectionLabel(t, String(value)) : '—';
  if (field === 'active') return t(value ? 'common.yes' : 'common.no');
  return String(value ?? '') || '—';
}

/** Creates a UC of a customer (`unit` null) or edits one: the CEP masked as typed. */
export function UnitFormDialog({
  customerId,
  unit,
  ...dialog
}: { customerId: number; unit: Unit | null } & RecordDialogProps<Unit>) {
  const { t } = useTranslation();
  const format = useFormatters();
  const distributors = useDistributors().data ?? [];
  const distributorOptions = useDistributorOptions(unit?.distributor_id);
  const values = valuesOf(customerId);
  const form = useForm<Values>({ resolver, values: values(unit) });
  // The customer's contracts, for whoever may read them (Financeiro): the UC is billed under the one chosen.
  const mayReadContracts = useAbility().can('read', 'Financeiro');
  const contracts =
    useRecordPage<Contract>(
      'contracts',
      { customer_id: customerId, page_size: 100, ordering: '-start_date' },
      mayReadContracts,
    ).data?.results ?? [];
  const label = (field: string) => t(`energy.records.unitFields.${field}`);
  const distributorName = (id: unknown) =>
    distributors.find((d) => d.id === Number(id))?.acronym ?? String(id);
  const spec: RecordFormSpec<Unit, Values> = {
    resource: 'units',
    valuesOf: values,
    bodyOf: (v) => ({ ...v, uf: v.uf.toUpperCase() }),
    label,
    show: (field, value) =>
      field === 'distributor_id' ? distributorName(value) : unitFieldText(t, field, value),
    title: (u) =>
      u ? t('energy.records.editUnit', { number: u.installation_number }) : t('energy.records.newUnit'),
    fields: [
      { name: 'distributor_id', kind: 'select', options: distributorOptions },
      { name: 'installation_number', kind: 'text' },
      { name: 'account_number', kind: 'masked' },
      choiceField('unit_class', UNIT_CLASSES, (v) => unitClassLabel(t, v)),
      choiceField('connection', CONNECTIONS, (v) => connectionLabel(t, v)),
      choiceField('subgroup', SUBGROUPS, (v) => v),
      { name: 'city', kind: 'text', width: 'third' },
      { name: 'uf', kind: 'text', width: 'third', maxLength: 2 },
      { name: 'cep', kind: 'masked', width: 'third', mask: maskCep },
      ...(mayReadContracts
        ? [
            {
              name: 'contract_id' as const,
              kind: 'select' as const,
              width: 'full' as const,
              emptyLabel: t('energy.records.noContract'),
              options: contracts.map((c) => ({
                value: String(c.id),
                label: t('energy.records.contractOption', { id: c.id, start: format.day(c.start_date) }),
              })),
            },
          ]
        : []),
      { name: 'active', kind: 'checkbox', width: 'full' },
    ],
  };
  return <RecordFormDialog spec={spec} form={form} record={unit} {...dialog} />;
}
