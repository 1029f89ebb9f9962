import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import {
  changedMeanwhile,
  ChangedMeanwhileAlert,
  type ChangedMeanwhile,
} from '@/shared/ui/form/changed-meanwhile.tsx';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';
import {
  useDistributors,
  useSaveRecord,
  type EnergyRecord,
  type Versioned,
} from '@/features/energy/api/record-api.ts';
import { RecordFields, type FieldDecl } from './record-fields.tsx';
import { FormDialog } from './form-dialog.tsx';

/**
 * The distributors as a field's choices, each by its acronym and name (a record's id as text): the active ones,
 * and the record's own (`current`) marked inactive when it is.
 */
export function useDistributorOptions(current?: number) {
  const { t } = useTranslation();
  const distributors = useDistributors().data ?? [];
  return distributors
    .filter((d) => d.status === 'ATIVA' || d.id === current)
    .map((d) => {
      const label = `${d.acronym} — ${d.name}`;
      return {
        value: String(d.id),
        label: d.status === 'ATIVA' ? label : t('energy.records.inactiveChoice', { label }),
      };
    });
}

/** What a record's form knows of it: its fields, how they read in the form, and how they are named and shown. */
export interface RecordFormSpec<Item extends Versioned, Values extends FieldValues> {
  resource: EnergyRecord;
  /** Its fields, in the form's order. */
  fields: FieldDecl<Values>[];
  /** The form's values for a record (or the empty form's). */
  valuesOf: (item: Item | null) => Values;
  /** The body the server takes from the form's (validated) values. */
  bodyOf: (values: Values) => Record<string, unknown>;
  /** A field's label, by its server name. */
  label: (field: string) => string;
  /** A field's value as the form writes it. */
  show: (field: string, value: unknown) => string;
  /** The dialog's title: a new record's, or the record's being edited. */
  title: (item: Item | null) => string;
}

/** What opens a record's dialog and hears of it: `onSaved` gets the record as the server saved it. */
export interface RecordDialogProps<Item> {
  open: boolean;
  onClose: () => void;
  onSaved?: (item: Item) => void;
}

/**
 * A dialog that creates a record (`record` null) or edits it, for every energy record alike (the whole screen on
 * a phone): its declared fields laid out in a grid; an edit sends only
 * the fields changed and the version it was made on; the server's refusals land on their fields, and an edit
 * refused because someone saved the record meanwhile says what they changed and loads the record as it is now.
 */
export function RecordFormDialog<Item extends Versioned, Values extends FieldValues>({
  spec,
  form,
  record,
  open,
  onClose,
  onSaved,
}: {
  spec: RecordFormSpec<Item, Values>;
  form: UseFormReturn<Values>;
  record: Item | null;
} & RecordDialogProps<Item>) {
  const { t } = useTranslation();
  const save = useSaveRecord<Item>(spec.resource);
  const [error, setError] = useState<string | null>(null);
  const [changed, setChanged] = useState<ChangedMeanwhile | null>(null);
  // The version an edit is made on: the record's, or the one loaded after a refusal; a dialog reused for
  // another record (a grid's rows) starts again from that record.
  const [base, setBase] = useState<Item | null>(record);
  if (record?.id !== base?.id || (record && base && record.version > base.version)) setBase(record);

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    setChanged(null);
    const body = spec.bodyOf(values);
    const dirty = Object.keys(form.formState.dirtyFields);
    const changes = base ? Object.fromEntries(dirty.map((field) => [field, body[field]])) : body;
    try {
      const saved = await save.mutateAsync({ id: base?.id, version: base?.version, changes });
      onSaved?.(saved);
      onClose();
    } catch (e) {
      const refused = changedMeanwhile(e);
      if (refused) setChanged(refused);
      else setError(applyServerErrors(e, t, form.setError, Object.keys(body)));
    }
  });
  const reload = () => {
    const current = changed!.current as unknown as Item;
    setBase(current);
    setChanged(null);
    form.reset(spec.valuesOf(current));
  };
  const close = () => {
    form.reset(spec.valuesOf(record));
    setError(null);
    setChanged(null);
    onClose();
  };

  return (
    <FormDialog open={open} onClose={close} maxWidth="md">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{spec.title(record)}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} sx={{ mb: 2 }} />
          {changed && (
            <ChangedMeanwhileAlert changed={changed} label={spec.label} show={spec.show} onReload={reload} />
          )}
          <Grid container spacing={2} sx={{ pt: 2 }}>
            <RecordFields form={form} fields={spec.fields} label={spec.label} />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={save.isPending || (base !== null && !form.formState.isDirty)}
          >
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
