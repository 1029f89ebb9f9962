import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONNECTIONS, SUBGROUPS, UNIT_CLASSES, unitInputSchema, type Unit } from '@alvorada/contracts';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { connectionLabel, unitClassLabel } from '@/shared/i18n/labels.ts';
import { FormCheckbox } from '@/shared/ui/form/form-checkbox.tsx';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { maskCep } from '@/shared/ui/form/masks.ts';
import { useDistributors } from '@/features/energy/api/record-api.ts';
import { DIGITS_INPUT, optionsOf, RecordFormDialog, type RecordFormSpec } from './record-form-dialog.tsx';

// A distributor is picked from a list, which holds its id as text.
const schema = unitInputSchema.required().extend({ distributor_id: z.coerce.number().int().positive() });
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
    contract_id: unit?.contract_id ?? null,
    active: unit?.active ?? true,
    // The list holds the distributor's id as text until the schema reads it as a number.
  }) as unknown as Values;

/** Creates a UC of a customer (`unit` null) or edits one: the CEP masked as typed. */
export function UnitFormDialog({
  customerId,
  unit,
  open,
  onClose,
}: {
  customerId: number;
  unit: Unit | null;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const distributors = useDistributors().data ?? [];
  const values = valuesOf(customerId);
  const form = useForm<Values>({ resolver, values: values(unit) });
  const label = (field: string) => t(`energy.records.unitFields.${field}`);
  const distributorName = (id: unknown) =>
    distributors.find((d) => d.id === Number(id))?.acronym ?? String(id);
  const spec: RecordFormSpec<Unit, Values> = {
    resource: 'units',
    valuesOf: values,
    bodyOf: (v) => ({ ...v, uf: v.uf.toUpperCase() }),
    label,
    show: (field, value) => {
      if (field === 'distributor_id') return distributorName(value);
      if (field === 'unit_class') return unitClassLabel(t, String(value));
      if (field === 'connection') return value ? connectionLabel(t, String(value)) : '—';
      if (field === 'active') return t(value ? 'common.yes' : 'common.no');
      return String(value ?? '') || '—';
    },
  };
  const half = { xs: 12, sm: 6 };
  const third = { xs: 12, sm: 4 };
  return (
    <RecordFormDialog
      spec={spec}
      form={form}
      record={unit}
      open={open}
      onClose={onClose}
      title={
        unit
          ? t('energy.records.editUnit', { number: unit.installation_number })
          : t('energy.records.newUnit')
      }
    >
      <Grid size={half}>
        <FormSelect
          control={form.control}
          name="distributor_id"
          label={label('distributor_id')}
          options={distributors.map((d) => ({ value: String(d.id), label: `${d.acronym} — ${d.name}` }))}
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          form={form}
          name="installation_number"
          label={label('installation_number')}
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <FormTextField
          form={form}
          name="account_number"
          label={label('account_number')}
          inputMode="numeric"
          fullWidth
        />
      </Grid>
      <Grid size={half}>
        <FormSelect
          control={form.control}
          name="unit_class"
          label={label('unit_class')}
          options={optionsOf(UNIT_CLASSES, (v) => unitClassLabel(t, v))}
        />
      </Grid>
      <Grid size={half}>
        <FormSelect
          control={form.control}
          name="connection"
          label={label('connection')}
          options={optionsOf(CONNECTIONS, (v) => connectionLabel(t, v))}
        />
      </Grid>
      <Grid size={half}>
        <FormSelect
          control={form.control}
          name="subgroup"
          label={label('subgroup')}
          options={optionsOf(SUBGROUPS, (v) => v)}
        />
      </Grid>
      <Grid size={third}>
        <FormTextField form={form} name="city" label={label('city')} fullWidth />
      </Grid>
      <Grid size={third}>
        <FormTextField
          form={form}
          name="uf"
          label={label('uf')}
          slotProps={{ htmlInput: { maxLength: 2 } }}
          fullWidth
        />
      </Grid>
      <Grid size={third}>
        <FormTextField
          form={form}
          name="cep"
          label={label('cep')}
          mask={maskCep}
          slotProps={DIGITS_INPUT}
          inputMode="numeric"
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormCheckbox control={form.control} name="active" label={label('active')} />
      </Grid>
    </RecordFormDialog>
  );
}
