import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { LOCALES, calendarDate, profileUpdateSchema, type User } from '@alvorada/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LOCALE_CONFIGS } from '@/shared/i18n/locales.ts';
import { FormDateField } from '@/shared/ui/date-field/form-date-field.tsx';
import { applyServerErrors, validationMessage } from '@/shared/ui/form/field-errors.ts';
import { FormListFields } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { PERSONAL_TEXT_FIELDS } from '@/shared/ui/form/personal-fields.ts';
import { CountryField, CurrencyField, TimezoneField } from '@/shared/ui/intl-fields.tsx';
import { useUpdateProfile } from '@/features/account-settings/api/profile-api.ts';
import { AvatarUpload } from './avatar-upload.tsx';

const TEXT_FIELDS = ['full_name', 'username', ...PERSONAL_TEXT_FIELDS] as const;
const REGION_FIELDS = { country: CountryField, timezone: TimezoneField, currency: CurrencyField };
const REGION_NAMES = Object.keys(REGION_FIELDS) as (keyof typeof REGION_FIELDS)[];

const formSchema = profileUpdateSchema.required().extend({
  birth_date: z.union([z.literal(''), calendarDate()]),
  language: z.enum(['', ...LOCALES]),
});
type FormValues = z.infer<typeof formSchema>;

const valuesOf = (user: User): FormValues =>
  ({
    ...Object.fromEntries([...TEXT_FIELDS, ...REGION_NAMES].map((name) => [name, user[name] ?? ''])),
    birth_date: user.birth_date ?? '',
    language: (LOCALES as readonly (string | undefined)[]).includes(user.language)
      ? (user.language as FormValues['language'])
      : '',
    notify_by_email: user.notify_by_email,
  }) as FormValues;

export function AccountTab({ user }: { user: User }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), values: valuesOf(user) });
  const { errors, isDirty } = form.formState;
  const language = useWatch({ control: form.control, name: 'language' });
  const notifyByEmail = useWatch({ control: form.control, name: 'notify_by_email' });

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await update.mutateAsync({ ...values, birth_date: values.birth_date || null });
      setStatus({ ok: true, text: t('account.saved') });
    } catch (error) {
      setStatus({
        ok: false,
        text: applyServerErrors(error, t, form.setError, [...TEXT_FIELDS, ...REGION_NAMES, 'birth_date']),
      });
    }
  });

  return (
    <Card>
      <CardContent>
        <AvatarUpload user={user} />
      </CardContent>
      <Divider />
      <CardContent>
        <Stack component="form" spacing={3} noValidate onSubmit={onSubmit}>
          {status?.text && <Alert severity={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
          <Grid container spacing={2.5}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField label={t('account.fields.email')} value={user.email} disabled />
            </Grid>
            {TEXT_FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6 }}>
                <FormTextField form={form} name={name} label={t(`account.fields.${name}`)} />
              </Grid>
            ))}
            <FormListFields
              control={form.control}
              names={REGION_NAMES}
              fields={REGION_FIELDS}
              label={(name) => t(`account.fields.${name}`)}
            />
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormDateField
                control={form.control}
                name="birth_date"
                label={t('account.fields.birth_date')}
                error={Boolean(errors.birth_date)}
                helperText={validationMessage(t, errors.birth_date)}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                label={t('account.fields.language')}
                value={language}
                onChange={(event) =>
                  form.setValue('language', event.target.value as FormValues['language'], {
                    shouldDirty: true,
                  })
                }
              >
                <MenuItem value="">{t('account.noLanguage')}</MenuItem>
                {LOCALE_CONFIGS.map((locale) => (
                  <MenuItem key={locale.code} value={locale.code}>
                    {locale.label}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={12}>
              <FormControlLabel
                label={t('account.fields.notify_by_email')}
                control={
                  <Switch
                    checked={notifyByEmail}
                    onChange={(event) =>
                      form.setValue('notify_by_email', event.target.checked, { shouldDirty: true })
                    }
                  />
                }
              />
            </Grid>
          </Grid>
          <Stack direction="row" spacing={2}>
            <Button type="submit" variant="contained" disabled={!isDirty || update.isPending}>
              {update.isPending ? t('common.saving') : t('common.save')}
            </Button>
            <Button
              variant="outlined"
              color="secondary"
              disabled={!isDirty}
              onClick={() => form.reset(valuesOf(user))}
            >
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
