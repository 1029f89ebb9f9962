import { zodResolver } from '@hookform/resolvers/zod';
import {
  MODALITY_VALUES,
  PLANT_STATUSES,
  plantInputSchema,
  realNumber,
  type Plant,
  type Unit,
} from '@alvorada/contracts';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { plantStatusLabel } from '@/shared/i18n/labels.ts';
import { useRecordPage } from '@/features/energy/api/record-api.ts';
import { decimalText, numberText, percentText, pickedId } from '@/features/energy/components/form-values.ts';
import { parseDecimal } from '@/shared/ui/form/decimal.ts';
import { choiceText, unitChoice } from '@/features/energy/components/record-choice.tsx';
import { choiceField } from '@/features/energy/components/record-fields.tsx';
import {
  RecordFormDialog,
  useDistributorOptions,
  type RecordDialogProps,
  type RecordFormSpec,
} from '@/features/energy/components/record-form-dialog.tsx';

/** Twelve monthly irradiations typed in a row, separated by semicolons: "5,2; 5,4; …". */
const irradiationText = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(';')
          .filter((part) => part.trim())
          .map(parseDecimal)
      : value,
  z.array(z.number()).refine((list) => list.length === 12 && list.every((v) => v >= 0 && v <= 12), {
    message: 'invalid_irradiation',
  }),
);

const schema = plantInputSchema.omit({ increments: true }).extend({
  distributor_id: pickedId(plantInputSchema.shape.distributor_id),
  generating_unit_id: pickedId(plantInputSchema.shape.generating_unit_id),
  dc_power_kwp: decimalText(plantInputSchema.shape.dc_power_kwp),
  ac_power_kw: decimalText(plantInputSchema.shape.ac_power_kw),
  performance_ratio: percentText(realNumber().gt(0).max(1)),
  annual_degradation: percentText(realNumber().min(0).lt(1)),
  monthly_irradiation: irradiationText,
});
type Values = z.output<typeof schema>;
// The form's fields hold text, which the schema reads into the record's numbers.
const resolver = zodResolver(schema) as unknown as Resolver<Values>;

const valuesOf = (locale: string) => (plant: Plant | null) =>
  ({
    name: plant?.name ?? '',
    distributor_id: plant ? String(plant.distributor_id) : '',
    generating_unit_id: plant ? String(plant.generating_unit_id) : '',
    city: plant?.city ?? '',
    uf: plant?.uf ?? '',
    latitude: plant?.latitude ?? null,
    longitude: plant?.longitude ?? null,
    dc_power_kwp: numberText(plant?.dc_power_kwp, locale),
    ac_power_kw: numberText(plant?.ac_power_kw, locale),
    source: plant?.source ?? 'SOLAR_FV',
    dispatchable: plant?.dispatchable ?? false,
    modality: plant?.modality ?? 'AUTOCONSUMO_REMOTO',
    access_request_date: plant?.access_request_date ?? '',
    injection_start: plant?.injection_start ?? '',
    status: plant?.status ?? 'EM_PROJETO',
    performance_ratio: numberText(plant?.performance_ratio ?? 0.78, locale, 100),
    annual_degradation: numberText(plant?.annual_degradation ?? 0.005, locale, 100),
    monthly_irradiation: (plant?.monthly_irradiation ?? []).map((v) => numberText(v, locale)).join('; '),
    // The fields hold text until the schema reads it.
  }) as unknown as Values;

/** A plant's field as its form and its history write it. */
export function plantFieldText(t: TFunction, field: string, value: unknown) {
  if (field === 'status') return plantStatusLabel(t, String(value));
  if (field === 'modality') return t(`energy.modality.${String(value)}`);
  if (field === 'performance_ratio' || field === 'annual_degradation') return `${Number(value) * 100} %`;
  if (Array.isArray(value)) return value.join('; ');
  return String(value ?? '') || '—';
}

/** Creates a plant (`plant` null) or edits one; its generating UC is picked among its distributor's UCs. */
export function PlantFormDialog({ plant, ...dialog }: { plant: Plant | null } & RecordDialogProps<Plant>) {
  const { t, i18n } = useTranslation();
  const distributors = useDistributorOptions(plant?.distributor_id);
  const values = valuesOf(i18n.language);
  const form = useForm<Values>({ resolver, values: values(plant) });
  const distributor = useWatch({ control: form.control, name: 'distributor_id' });
  const units = useRecordPage<Unit>(
    'units',
    { distributor_id: String(distributor ?? ''), page_size: 100 },
    Boolean(distributor),
  );
  const spec: RecordFormSpec<Plant, Values> = {
    resource: 'plants',
    valuesOf: values,
    bodyOf: (v) => ({ ...v, uf: v.uf.toUpperCase() }),
    label: (field) => t(`energy.records.plantFields.${field}`),
    show: (field, value) => plantFieldText(t, field, value),
    title: (p) => (p ? t('energy.records.editPlant', { name: p.name }) : t('energy.records.newPlant')),
    fields: [
      { name: 'name', kind: 'text', width: 'full' },
      { name: 'distributor_id', kind: 'select', options: distributors },
      {
        name: 'generating_unit_id',
        kind: 'select',
        options: (distributor ? (units.data?.results ?? []) : []).map((u) => ({
          value: String(u.id),
          label: choiceText(unitChoice(u)),
        })),
      },
      { name: 'city', kind: 'text', width: 'third' },
      { name: 'uf', kind: 'text', width: 'third', maxLength: 2 },
      choiceField('status', PLANT_STATUSES, (v) => plantStatusLabel(t, v), 'third'),
      { name: 'dc_power_kwp', kind: 'number' },
      { name: 'ac_power_kw', kind: 'number' },
      choiceField('modality', MODALITY_VALUES, (v) => t(`energy.modality.${v}`)),
      { name: 'performance_ratio', kind: 'percent' },
      { name: 'access_request_date', kind: 'date' },
      { name: 'injection_start', kind: 'date' },
      { name: 'annual_degradation', kind: 'percent' },
      { name: 'monthly_irradiation', kind: 'number', width: 'full' },
    ],
  };
  return <RecordFormDialog spec={spec} form={form} record={plant} {...dialog} />;
}
