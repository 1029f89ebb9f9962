import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema } from '@alvorada/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { FormPasswordField } from '@/shared/ui/form/form-password-field.tsx';
import { useChangePassword } from '@/features/account-settings/api/security-api.ts';
import { PasswordRules } from '@/shared/ui/form/password-rules.tsx';

const schema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.new_password === values.confirm, {
    message: 'passwords_differ',
    path: ['confirm'],
  });
type Values = z.infer<typeof schema>;
const FIELDS = ['current_password', 'new_password', 'confirm'] as const;

/** `identity`: the signed-in user's e-mail and username, which the new password must not contain. */
export function ChangePasswordCard({ identity }: { identity: { email: string; username: string } }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const changePassword = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', confirm: '' },
  });
  const { isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const onSubmit = form.handleSubmit(async ({ current_password, new_password }) => {
    setStatus(null);
    try {
      const { detail } = await changePassword.mutateAsync({ current_password, new_password });
      setStatus({ ok: true, text: detail });
      form.reset();
    } catch (error) {
      setStatus({ ok: false, text: applyServerErrors(error, t, form.setError, FIELDS) });
    }
  });
  return (
    <Card>
      <CardHeader
        title={t('security.changePassword')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      <CardContent>
        <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit}>
          {status?.text && <Alert severity={status.ok ? 'success' : 'error'}>{status.text}</Alert>}
          <Grid container spacing={2.5}>
            {FIELDS.map((name) => (
              <Grid key={name} size={{ xs: 12, md: name === 'current_password' ? 12 : 6 }}>
                <FormPasswordField
                  form={form}
                  name={name}
                  label={t(`security.fields.${name}`)}
                  autoComplete={name === 'current_password' ? 'current-password' : 'new-password'}
                  inputProps={
                    name === 'new_password' ? { 'aria-describedby': 'new-password-rules' } : undefined
                  }
                />
              </Grid>
            ))}
          </Grid>
          <PasswordRules id="new-password-rules" password={newPassword} identity={identity} />
          <div>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              {isSubmitting ? t('common.saving') : t('security.changePassword')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}
