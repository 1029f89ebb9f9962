import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminUserPatchSchema, type AdminUser } from '@alvorada/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, validationMessage } from '@/shared/ui/form/field-errors.ts';
import { CountryField, CurrencyField, LanguageField, TimezoneField } from '@/shared/ui/intl-fields.tsx';
import { FormDateField } from '@/shared/ui/date-field/form-date-field.tsx';
import { FormListFields, FormSelect } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { PERSONAL_TEXT_FIELDS } from '@/shared/ui/form/personal-fields.ts';
import { useUserChoices } from './use-user-choices.ts';
import { useUpdateUser } from '@/shared/api/users-api.ts';
import { ErrorAlert } from '@/shared/ui/error-alert.tsx';

const TEXT_FIELDS = ['full_name', 'username', 'email', ...PERSONAL_TEXT_FIELDS, 'billing'] as const;
const LISTED_FIELDS = {
  country: CountryField,
  language: LanguageField,
  timezone: TimezoneField,
  currency: CurrencyField,
};
const LISTED = Object.keys(LISTED_FIELDS) as (keyof typeof LISTED_FIELDS)[];
const CHOSEN = ['role', 'status', 'current_plan'] as const;
// The e-mail preference is the owner's to choose; this form leaves it out.
const schema = adminUserPatchSchema
  .omit({ notify_by_email: true })
  .required()
  .extend({ birth_date: z.union([z.literal(''), z.iso.date()]), language: z.string() });
type Values = z.infer<typeof schema>;
const FIELD_NAMES = [...TEXT_FIELDS, ...LISTED, 'birth_date', ...CHOSEN];

const valuesOf = (user: AdminUser) =>
  Object.fromEntries(
    FIELD_NAMES.map((name) => [
      name,
      name === 'birth_date' ? (user.birth_date ?? '') : user[name as keyof AdminUser],
    ]),
  ) as unknown as Values;

/** Every field of the user record, with countries, languages, time zones and currencies from the browser's lists. */
export function UserEditDialog({
  user,
  open,
  onClose,
}: {
  user: AdminUser;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const choices = useUserChoices();
  const update = useUpdateUser();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Values>({ resolver: zodResolver(schema), values: valuesOf(user) });
  const { errors, isDirty } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const dirty = Object.keys(form.formState.dirtyFields) as (keyof Values)[];
    const changes = Object.fromEntries(
      dirty.map((k) => [k, k === 'birth_date' ? values.birth_date || null : values[k]]),
    );
    try {
      await update.mutateAsync({ id: user.id, ...changes });
      onClose();
    } catch (e) {
      setError(applyServerErrors(e, t, form.setError, FIELD_NAMES));
    }
  });
  const close = () => {
    form.reset(valuesOf(user));
    setError(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('admin.users.edit.title', { name: user.full_name || user.username })}</DialogTitle>
        <DialogContent>
          <ErrorAlert error={error} sx={{ mb: 2 }} />
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {CHOSEN.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 4 }}>
                <FormSelect
                  control={form.control}
                  name={name}
                  label={t(`admin.users.fields.${name}`)}
                  options={choices[name]}
                  emptyLabel={name === 'current_plan' ? t('admin.plans.none') : undefined}
                />
              </Grid>
            ))}
            {TEXT_FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <FormTextField form={form} name={name} label={t(`admin.users.fields.${name}`)} />
              </Grid>
            ))}
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField
                control={form.control}
                name="birth_date"
                label={t('admin.users.fields.birth_date')}
                error={!!errors.birth_date}
                helperText={validationMessage(t, errors.birth_date)}
              />
            </Grid>
            <FormListFields
              control={form.control}
              names={LISTED}
              fields={LISTED_FIELDS}
              label={(name) => t(`admin.users.fields.${name}`)}
            />
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!isDirty || update.isPending}>
            {update.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
