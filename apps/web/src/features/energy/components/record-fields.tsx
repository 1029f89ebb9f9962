import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { Option } from '@/shared/i18n/intl-options.ts';
import { FormCheckbox } from '@/shared/ui/form/form-checkbox.tsx';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';

/** How a record's field is typed: each kind its input, its keyboard on a phone and its unit. */
export type FieldKind =
  'text' | 'email' | 'select' | 'checkbox' | 'date' | 'month' | 'number' | 'money' | 'percent' | 'masked';

/** One field of a record's form, declared: the dialog lays it out and binds it. */
export interface FieldDecl<Values extends FieldValues> {
  name: Path<Values> & string;
  kind: FieldKind;
  /** How wide the field is from a tablet up (a phone gives every field the whole row). */
  width?: 'full' | 'half' | 'third';
  /** `masked`: reshapes the value as it is typed (masks.ts); the digits are written left to right. */
  mask?: (value: string) => string;
  /** `select`: its choices. */
  options?: Option[];
  /** `select`: a first choice for "none". */
  emptyLabel?: string;
  maxLength?: number;
}

/** A field picked among `values`, each named by `labelOf`. */
export const choiceField = <Values extends FieldValues>(
  name: FieldDecl<Values>['name'],
  values: readonly string[],
  labelOf: (value: string) => string,
  width?: FieldDecl<Values>['width'],
): FieldDecl<Values> => ({
  name,
  kind: 'select',
  width,
  options: values.map((value) => ({ value, label: labelOf(value) })),
});

const SIZES = { full: 12, half: { xs: 12, sm: 6 }, third: { xs: 12, sm: 4 } };

/** Input props of a field holding digits (a document, a phone, a CEP): written left to right in every language. */
const LTR = { dir: 'ltr' };

function textProps(kind: FieldKind, maxLength?: number) {
  const htmlInput = { ...(maxLength && { maxLength }) };
  if (kind === 'date' || kind === 'month')
    return { type: kind, slotProps: { inputLabel: { shrink: true }, htmlInput: { ...htmlInput, ...LTR } } };
  if (kind === 'email') return { type: 'email', slotProps: { htmlInput: { ...htmlInput, ...LTR } } };
  if (kind === 'masked')
    return { inputMode: 'numeric' as const, slotProps: { htmlInput: { ...htmlInput, ...LTR } } };
  const unit = kind === 'money' ? 'R$' : kind === 'percent' ? '%' : null;
  if (kind === 'number' || unit)
    return {
      inputMode: 'decimal' as const,
      slotProps: {
        htmlInput: { ...htmlInput, ...LTR },
        input: unit
          ? {
              [unit === 'R$' ? 'startAdornment' : 'endAdornment']: (
                <InputAdornment position={unit === 'R$' ? 'start' : 'end'}>{unit}</InputAdornment>
              ),
            }
          : undefined,
      },
    };
  return { slotProps: { htmlInput } };
}

/** A record form's declared fields, each in its grid cell, labelled by `label(name)`. */
export function RecordFields<Values extends FieldValues>({
  form,
  fields,
  label,
}: {
  form: UseFormReturn<Values>;
  fields: FieldDecl<Values>[];
  label: (field: string) => string;
}) {
  return fields.map((field) => (
    <Grid key={field.name} size={SIZES[field.width ?? 'half']}>
      {field.kind === 'select' ? (
        <FormSelect
          control={form.control}
          name={field.name}
          label={label(field.name)}
          options={field.options ?? []}
          emptyLabel={field.emptyLabel}
        />
      ) : field.kind === 'checkbox' ? (
        <FormCheckbox control={form.control} name={field.name} label={label(field.name)} />
      ) : (
        <FormTextField
          form={form}
          name={field.name}
          label={label(field.name)}
          mask={field.mask}
          fullWidth
          {...textProps(field.kind, field.maxLength)}
        />
      )}
    </Grid>
  ));
}
