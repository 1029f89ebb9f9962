import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from './field-errors.ts';

/** What a dialog that creates a record is given. */
export interface CreateDialogProps<Created> {
  open: boolean;
  onClose: () => void;
  onCreated: (created: Created) => void;
}

/**
 * A create dialog's closing and sending: closing empties the form; a record created closes the dialog and goes
 * to `onCreated`; a refusal puts the server's messages on the `fields` it names and the rest in `error`.
 */
export function useCreateDialog<Values extends FieldValues, Created>(
  form: UseFormReturn<Values>,
  spec: Omit<CreateDialogProps<Created>, 'open'> & {
    empty: Values;
    fields: readonly string[];
    send: (values: Values) => Promise<Created>;
  },
) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    form.reset(spec.empty);
    setError(null);
    spec.onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const created = await spec.send(values);
      close();
      spec.onCreated(created);
    } catch (e) {
      setError(applyServerErrors(e, t, form.setError, spec.fields));
    }
  });
  return { error, close, submit };
}
