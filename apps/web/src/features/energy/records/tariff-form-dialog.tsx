import { zodResolver } from '@hookform/resolvers/zod';
import { SUBGROUPS, tariffInputSchema, type tariffSchema } from '@alvorada/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { microsText, numberText } from '@/features/energy/components/form-values.ts';
import { choiceField } from '@/features/energy/components/record-fields.tsx';
import {
  RecordFormDialog,
  type RecordDialogProps,
  type RecordFormSpec,
} from '@/features/energy/components/record-form-dialog.tsx';

export type Tariff = z.infer<typeof tariffSchema>;

const PRICES = ['te_micros', 'tusd_micros', 'fio_b_micros', 'fio_a_micros', 'charges_micros'] as const;
const shape = tariffInputSchema.shape;
const schema = tariffInputSchema
  .required()
  .extend(
    Object.fromEntries(PRICES.map((price) => [price, microsText(shape.te_micros)])) as Record<
      (typeof PRICES)[number],
      ReturnType<typeof microsText<typeof shape.te_micros>>
    >,
  );
type Values = z.output<typeof schema>;
// The form's fields hold text, which the schema reads into the record's numbers.
const resolver = zodResolver(schema) as unknown as Resolver<Values>;

const valuesOf = (distributorId: number, locale: string) => (tariff: Tariff | null) =>
  ({
    distributor_id: tariff?.distributor_id ?? distributorId,
    subgroup: tariff?.subgroup ?? 'B1',
    valid_from: tariff?.valid_from ?? '',
    resolution: tariff?.resolution ?? '',
    ...Object.fromEntries(PRICES.map((price) => [price, numberText((tariff?.[price] ?? 0) / 1e6, locale)])),
    // The fields hold text until the schema reads it.
  }) as unknown as Values;

/** A tariff's field as its form and its history write it: prices in R$/kWh. */
export const tariffFieldText = (field: string, value: unknown) =>
  field.endsWith('_micros') ? `R$ ${Number(value) / 1e6}/kWh` : String(value ?? '') || '—';

/** Creates a distributor's tariff in force from a date (`tariff` null) or edits one; prices in R$/kWh. */
export function TariffFormDialog({
  distributorId,
  tariff,
  ...dialog
}: { distributorId: number; tariff: Tariff | null } & RecordDialogProps<Tariff>) {
  const { t, i18n } = useTranslation();
  const values = valuesOf(distributorId, i18n.language);
  const form = useForm<Values>({ resolver, values: values(tariff) });
  const spec: RecordFormSpec<Tariff, Values> = {
    resource: 'tariffs',
    valuesOf: values,
    bodyOf: (v) => v,
    label: (field: string) => t(`energy.records.tariffFields.${field}`),
    show: tariffFieldText,
    title: (x) =>
      x ? t('energy.records.editTariff', { date: x.valid_from }) : t('energy.records.newTariff'),
    fields: [
      choiceField('subgroup', SUBGROUPS, (v) => v, 'third'),
      { name: 'valid_from', kind: 'date', width: 'third' },
      { name: 'resolution', kind: 'text', width: 'third' },
      ...PRICES.map((name) => ({ name, kind: 'number' as const, width: 'third' as const })),
    ],
  };
  return <RecordFormDialog spec={spec} form={form} record={tariff} {...dialog} />;
}
