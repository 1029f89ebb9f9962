import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISTRIBUTOR_STATUSES,
  distributorInputSchema,
  EXPIRY_COUNTING_VALUES,
  GD1_MINIMUM_VALUES,
  GD2_MINIMUM_VALUES,
  TAX_FORMULA_VALUES,
  type Distributor,
} from '@alvorada/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { maskDocument, unmask } from '@/shared/ui/form/masks.ts';
import { decimalText, numberText, ppmText } from '@/features/energy/components/form-values.ts';
import { formatDocument } from '@/features/energy/components/document-format.ts';
import { minimumRuleLabel } from '@/shared/i18n/labels.ts';
import { choiceField } from '@/features/energy/components/record-fields.tsx';
import {
  RecordFormDialog,
  type RecordDialogProps,
  type RecordFormSpec,
} from '@/features/energy/components/record-form-dialog.tsx';

const TAXES = ['icms_ppm', 'pis_ppm', 'cofins_ppm'] as const;
const shape = distributorInputSchema.shape;
const schema = distributorInputSchema.required().extend({
  cnpj: z.preprocess((v) => (typeof v === 'string' ? unmask(v) : v), shape.cnpj),
  // The states served, typed as "SP, RJ".
  ufs: z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .toUpperCase()
            .split(/[\s,;]+/)
            .filter(Boolean)
        : v,
    shape.ufs,
  ),
  credit_validity_months: decimalText(shape.credit_validity_months.unwrap()),
  icms_ppm: ppmText(shape.icms_ppm),
  pis_ppm: ppmText(shape.pis_ppm),
  cofins_ppm: ppmText(shape.cofins_ppm),
});
type Values = z.output<typeof schema>;
// The form's fields hold text, which the schema reads into the record's values.
const resolver = zodResolver(schema) as unknown as Resolver<Values>;

const valuesOf = (locale: string) => (d: Distributor | null) =>
  ({
    acronym: d?.acronym ?? '',
    name: d?.name ?? '',
    cnpj: maskDocument(d?.cnpj ?? ''),
    ufs: (d?.ufs ?? []).join(', '),
    tax_formula: d?.tax_formula ?? 'NOVA',
    gd1_minimum: d?.gd1_minimum ?? 'PRESERVA_CREDITOS',
    gd2_minimum: d?.gd2_minimum ?? 'MAIOR_ENTRE',
    credit_validity_months: String(d?.credit_validity_months ?? 60),
    expiry_counting: d?.expiry_counting ?? 'ULTIMO_USO_M59',
    status: d?.status ?? 'ATIVA',
    ...Object.fromEntries(TAXES.map((tax) => [tax, numberText((d?.[tax] ?? 0) / 10_000, locale)])),
    // The fields hold text until the schema reads it.
  }) as unknown as Values;

/** A distributor's field as its form and its history write it. */
export const distributorFieldText = (t: TFunction, field: string, value: unknown) => {
  if (field === 'cnpj') return formatDocument(String(value));
  if (field === 'tax_formula') return t(`energy.taxFormula.${String(value)}`);
  if (field === 'expiry_counting') return t(`energy.expiryCounting.${String(value)}`);
  if (field === 'status') return t(`energy.distributorStatus.${String(value)}`);
  if (field === 'gd1_minimum' || field === 'gd2_minimum') return minimumRuleLabel(t, String(value));
  if (field.endsWith('_ppm')) return `${Number(value) / 10_000} %`;
  if (Array.isArray(value)) return value.join(', ');
  return String(value ?? '') || '—';
};

/** Creates a distributor (`distributor` null) or edits one: its CNPJ masked, its taxes in percent. */
export function DistributorFormDialog({
  distributor,
  ...dialog
}: { distributor: Distributor | null } & RecordDialogProps<Distributor>) {
  const { t, i18n } = useTranslation();
  const values = valuesOf(i18n.language);
  const form = useForm<Values>({ resolver, values: values(distributor) });
  const spec: RecordFormSpec<Distributor, Values> = {
    resource: 'distributors',
    valuesOf: values,
    bodyOf: (v) => v,
    label: (field) => t(`energy.records.distributorFields.${field}`),
    show: (field, value) => distributorFieldText(t, field, value),
    title: (d) =>
      d ? t('energy.records.editDistributor', { name: d.acronym }) : t('energy.records.newDistributor'),
    fields: [
      { name: 'acronym', kind: 'text' },
      { name: 'cnpj', kind: 'masked', mask: maskDocument },
      { name: 'name', kind: 'text', width: 'full' },
      { name: 'ufs', kind: 'text' },
      choiceField('tax_formula', TAX_FORMULA_VALUES, (v) => t(`energy.taxFormula.${v}`)),
      ...TAXES.map((name) => ({ name, kind: 'percent' as const, width: 'third' as const })),
      choiceField('gd1_minimum', GD1_MINIMUM_VALUES, (v) => minimumRuleLabel(t, v)),
      choiceField('gd2_minimum', GD2_MINIMUM_VALUES, (v) => minimumRuleLabel(t, v)),
      { name: 'credit_validity_months', kind: 'number' },
      choiceField('expiry_counting', EXPIRY_COUNTING_VALUES, (v) => t(`energy.expiryCounting.${v}`)),
      // An edit may make an inactive distributor active again.
      ...(distributor
        ? [choiceField<Values>('status', DISTRIBUTOR_STATUSES, (v) => t(`energy.distributorStatus.${v}`))]
        : []),
    ],
  };
  return <RecordFormDialog spec={spec} form={form} record={distributor} {...dialog} />;
}
