import { zodResolver } from '@hookform/resolvers/zod';
import { COST_CATEGORIES, COST_STATUSES, costInputSchema, type costSchema } from '@alvorada/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { centavosField } from '@/features/energy/components/form-values.ts';
import { centavosText } from '@/features/energy/components/money-input.ts';
import { choiceField } from '@/features/energy/components/record-fields.tsx';
import {
  RecordFormDialog,
  type RecordDialogProps,
  type RecordFormSpec,
} from '@/features/energy/components/record-form-dialog.tsx';

export type Cost = z.infer<typeof costSchema>;

const schema = costInputSchema
  .required()
  .extend({ amount_centavos: centavosField(costInputSchema.shape.amount_centavos) });
type Values = z.output<typeof schema>;
// The amount is typed as text, which the schema reads into centavos.
const resolver = zodResolver(schema) as unknown as Resolver<Values>;

const valuesOf = (plantId: number, locale: string) => (cost: Cost | null) =>
  ({
    plant_id: cost?.plant_id ?? plantId,
    month: cost?.month ?? '',
    category: cost?.category ?? 'OM',
    amount_centavos: cost ? centavosText(cost.amount_centavos, locale) : '',
    description: cost?.description ?? '',
    status: cost?.status ?? 'ATIVO',
    // The amount holds text until the schema reads it.
  }) as unknown as Values;

/** A cost's field as its form and its history write it. */
export function costFieldText(t: TFunction, locale: string, field: string, value: unknown) {
  if (field === 'category') return t(`energy.costCategory.${String(value)}`);
  if (field === 'status') return t(`energy.costStatus.${String(value)}`);
  if (field === 'amount_centavos') return `R$ ${centavosText(Number(value), locale)}`;
  return String(value ?? '') || '—';
}

/** Records a plant's cost of a month (`cost` null) or edits one. */
export function CostFormDialog({
  plantId,
  cost,
  ...dialog
}: { plantId: number; cost: Cost | null } & RecordDialogProps<Cost>) {
  const { t, i18n } = useTranslation();
  const values = valuesOf(plantId, i18n.language);
  const form = useForm<Values>({ resolver, values: values(cost) });
  const spec: RecordFormSpec<Cost, Values> = {
    resource: 'costs',
    valuesOf: values,
    bodyOf: (v) => v,
    label: (field) => t(`energy.records.costFields.${field}`),
    show: (field, value) => costFieldText(t, i18n.language, field, value),
    title: (c) => (c ? t('energy.records.editCost') : t('energy.records.newCost')),
    fields: [
      { name: 'month', kind: 'month', width: 'third' },
      choiceField('category', COST_CATEGORIES, (v) => t(`energy.costCategory.${v}`), 'third'),
      { name: 'amount_centavos', kind: 'money', width: 'third' },
      { name: 'description', kind: 'text', width: 'full' },
      // An edit may make an inactive cost count again.
      ...(cost
        ? [choiceField<Values>('status', COST_STATUSES, (v) => t(`energy.costStatus.${v}`), 'third')]
        : []),
    ],
  };
  return <RecordFormDialog spec={spec} form={form} record={cost} {...dialog} />;
}
