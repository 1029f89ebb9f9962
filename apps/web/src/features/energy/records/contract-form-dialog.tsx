import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTRACT_STATUSES,
  contractInputSchema,
  PAYMENT_METHODS,
  PRICING_MODE_VALUES,
  type Contract,
  type Plant,
} from '@alvorada/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { contractStatusLabel, paymentMethodLabel, pricingModeLabel } from '@/shared/i18n/labels.ts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useRecordPage } from '@/features/energy/api/record-api.ts';
import {
  centavosField,
  decimalText,
  numberText,
  pickedId,
  ppmText,
} from '@/features/energy/components/form-values.ts';
import { centavosText } from '@/features/energy/components/money-input.ts';
import { plantOptions } from '@/features/energy/components/record-choice.tsx';
import { choiceField } from '@/features/energy/components/record-fields.tsx';
import {
  RecordFormDialog,
  type RecordDialogProps,
  type RecordFormSpec,
} from '@/features/energy/components/record-form-dialog.tsx';

const shape = contractInputSchema.shape;
const schema = contractInputSchema.required().extend({
  plant_id: pickedId(shape.plant_id.unwrap()),
  quota_kwh: decimalText(shape.quota_kwh.unwrap()),
  discount_ppm: ppmText(shape.discount_ppm.unwrap()),
  fixed_fee_centavos: centavosField(shape.fixed_fee_centavos.unwrap()),
  due_day: decimalText(shape.due_day.unwrap()),
  end_date: z.preprocess((v) => (v === '' ? null : v), shape.end_date.unwrap()),
});
type Values = z.output<typeof schema>;
// The form's fields hold text, which the schema reads into the record's numbers.
const resolver = zodResolver(schema) as unknown as Resolver<Values>;

const valuesOf = (customerId: number, locale: string) => (contract: Contract | null) =>
  ({
    customer_id: contract?.customer_id ?? customerId,
    plant_id: contract?.plant_id ? String(contract.plant_id) : '',
    quota_kwh: numberText(contract?.quota_kwh ?? 0, locale),
    pricing_mode: contract?.pricing_mode ?? 'ECONOMIA_GARANTIDA',
    discount_ppm: numberText((contract?.discount_ppm ?? 150_000) / 10_000, locale),
    fixed_fee_centavos: centavosText(contract?.fixed_fee_centavos ?? 0, locale),
    base_includes_flag: contract?.base_includes_flag ?? false,
    due_day: String(contract?.due_day ?? 10),
    payment_method: contract?.payment_method ?? 'BOLETO',
    start_date: contract?.start_date ?? '',
    end_date: contract?.end_date ?? '',
    status: contract?.status ?? 'PROPOSTA',
    // The fields hold text until the schema reads it.
  }) as unknown as Values;

/** A contract's field as its form and its history write it. */
export function contractFieldText(t: TFunction, field: string, value: unknown) {
  if (field === 'status') return contractStatusLabel(t, String(value));
  if (field === 'pricing_mode') return pricingModeLabel(t, String(value));
  if (field === 'payment_method') return paymentMethodLabel(t, String(value));
  if (field === 'discount_ppm') return `${Number(value) / 10_000} %`;
  if (field === 'fixed_fee_centavos') return `R$ ${(Number(value) / 100).toFixed(2)}`;
  if (typeof value === 'boolean') return t(value ? 'common.yes' : 'common.no');
  return String(value ?? '') || '—';
}

/** Creates a customer's contract (`contract` null) or edits one: its plant, pricing, dates and status. */
export function ContractFormDialog({
  customerId,
  contract,
  ...dialog
}: { customerId: number; contract: Contract | null } & RecordDialogProps<Contract>) {
  const { t, i18n } = useTranslation();
  const mayReadPlants = useAbility().can('read', 'Geracao');
  const plants = useRecordPage<Plant>('plants', { page_size: 100 }, mayReadPlants).data?.results ?? [];
  const values = valuesOf(customerId, i18n.language);
  const form = useForm<Values>({ resolver, values: values(contract) });
  const spec: RecordFormSpec<Contract, Values> = {
    resource: 'contracts',
    valuesOf: values,
    bodyOf: (v) => v,
    label: (field) => t(`energy.records.contractFields.${field}`),
    show: (field, value) => contractFieldText(t, field, value),
    title: (c) => (c ? t('energy.records.editContract', { id: c.id }) : t('energy.records.newContract')),
    fields: [
      {
        name: 'plant_id',
        kind: 'select',
        emptyLabel: t('energy.records.noPlant'),
        options: plantOptions(plants),
      },
      choiceField('status', CONTRACT_STATUSES, (v) => contractStatusLabel(t, v)),
      choiceField('pricing_mode', PRICING_MODE_VALUES, (v) => pricingModeLabel(t, v)),
      { name: 'discount_ppm', kind: 'percent' },
      { name: 'quota_kwh', kind: 'number' },
      { name: 'fixed_fee_centavos', kind: 'money' },
      { name: 'start_date', kind: 'date' },
      { name: 'end_date', kind: 'date' },
      choiceField('payment_method', PAYMENT_METHODS, (v) => paymentMethodLabel(t, v)),
      { name: 'due_day', kind: 'number' },
      { name: 'base_includes_flag', kind: 'checkbox', width: 'full' },
    ],
  };
  return <RecordFormDialog spec={spec} form={form} record={contract} {...dialog} />;
}
