import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminUserCreateSchema, type AdminUser, type AdminUserCreate } from '@alvorada/contracts';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNewPasswordField } from '@/shared/ui/form/form-new-password-field.tsx';
import { useCreateDialog, type CreateDialogProps } from '@/shared/ui/form/use-create-dialog.ts';
import { FormSelect } from '@/shared/ui/form/form-select.tsx';
import { FormTextField } from '@/shared/ui/form/form-text-field.tsx';
import { useUserChoices } from './use-user-choices.ts';
import { useCreateUser } from '@/shared/api/users-api.ts';

const FIELDS = ['email', 'username', 'full_name', 'role', 'password', 'current_plan'] as const;
const EMPTY: AdminUserCreate = { email: '', username: '', full_name: '', role: '', current_plan: '' };

/** A new account: invited by e-mail to choose a password, or created with one. */
export function CreateUserDialog({ open, onClose, onCreated }: CreateDialogProps<AdminUser>) {
  const { t } = useTranslation();
  const choices = useUserChoices();
  const create = useCreateUser();
  const [mode, setMode] = useState<'invite' | 'password'>('invite');
  const form = useForm<AdminUserCreate>({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: EMPTY,
  });
  const [email, username] = useWatch({ control: form.control, name: ['email', 'username'] });

  const { error, close, submit } = useCreateDialog(form, {
    empty: EMPTY,
    fields: FIELDS,
    send: (values) =>
      create.mutateAsync({ ...values, password: mode === 'password' ? values.password : undefined }),
    onClose,
    onCreated,
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('admin.users.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <FormTextField
              form={form}
              name="full_name"
              label={t('admin.users.fields.full_name')}
              autoFocus
              required
            />
            <FormTextField
              form={form}
              name="email"
              label={t('admin.users.fields.email')}
              type="email"
              required
            />
            <FormTextField form={form} name="username" label={t('admin.users.fields.username')} required />
            <FormSelect
              control={form.control}
              name="role"
              label={t('admin.users.fields.role')}
              options={choices.role}
              required
            />
            <FormSelect
              control={form.control}
              name="current_plan"
              label={t('admin.users.fields.current_plan')}
              options={choices.current_plan}
              emptyLabel={t('admin.plans.none')}
            />
            <RadioGroup
              row
              value={mode}
              onChange={(e) => setMode(e.target.value as typeof mode)}
              aria-label={t('admin.users.create.access')}
            >
              <FormControlLabel value="invite" control={<Radio />} label={t('admin.users.create.invite')} />
              <FormControlLabel
                value="password"
                control={<Radio />}
                label={t('admin.users.create.withPassword')}
              />
            </RadioGroup>
            {mode === 'password' && (
              <FormNewPasswordField
                form={form}
                name="password"
                label={t('admin.users.fields.password')}
                rulesId="create-user-password-rules"
                identity={{ email, username }}
              />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('dialog.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={create.isPending}>
            {mode === 'invite' ? t('admin.users.create.sendInvite') : t('admin.users.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
