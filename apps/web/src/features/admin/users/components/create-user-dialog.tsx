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
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { adminUserCreateSchema, type AdminUser, type AdminUserCreate } from '@alvorada/contracts';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '@/shared/ui/form/password-field.tsx';
import { PasswordRules } from '@/shared/ui/form/password-rules.tsx';
import { applyServerErrors, validationMessage } from '@/shared/ui/form/field-errors.ts';
import { OptionSelect } from '@/shared/ui/option-select.tsx';
import { useUserChoices } from './use-user-choices.ts';
import { useCreateUser } from '@/shared/api/users-api.ts';

const FIELDS = ['email', 'username', 'full_name', 'role', 'password', 'current_plan'] as const;
const EMPTY: AdminUserCreate = { email: '', username: '', full_name: '', role: '', current_plan: '' };

/** A new account: invited by e-mail to choose a password, or created with one. */
export function CreateUserDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  const choices = useUserChoices();
  const create = useCreateUser();
  const [mode, setMode] = useState<'invite' | 'password'>('invite');
  const [error, setError] = useState<string | null>(null);
  const form = useForm<AdminUserCreate>({
    resolver: zodResolver(adminUserCreateSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [password = '', email, username] = useWatch({
    control: form.control,
    name: ['password', 'email', 'username'],
  });
  const message = (name: (typeof FIELDS)[number]) => validationMessage(t, errors[name]);

  const close = () => {
    form.reset(EMPTY);
    setError(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      const user = await create.mutateAsync({
        ...values,
        password: mode === 'password' ? values.password : undefined,
      });
      close();
      onCreated(user);
    } catch (e) {
      setError(applyServerErrors(e, t, form.setError, FIELDS));
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle>{t('admin.users.create.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label={t('admin.users.fields.full_name')}
              autoFocus
              required
              error={!!errors.full_name}
              helperText={message('full_name')}
              {...form.register('full_name')}
            />
            <TextField
              label={t('admin.users.fields.email')}
              type="email"
              required
              error={!!errors.email}
              helperText={message('email')}
              {...form.register('email')}
            />
            <TextField
              label={t('admin.users.fields.username')}
              required
              error={!!errors.username}
              helperText={message('username')}
              {...form.register('username')}
            />
            {(['role', 'current_plan'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <OptionSelect
                    label={t(`admin.users.fields.${name}`)}
                    options={choices[name]}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    required={name === 'role'}
                    emptyLabel={name === 'current_plan' ? t('admin.plans.none') : undefined}
                    error={message(name)}
                  />
                )}
              />
            ))}
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
              <>
                <PasswordField
                  label={t('admin.users.fields.password')}
                  autoComplete="new-password"
                  error={!!errors.password}
                  helperText={message('password')}
                  inputProps={{ 'aria-describedby': 'create-user-password-rules' }}
                  {...form.register('password')}
                />
                <PasswordRules
                  id="create-user-password-rules"
                  password={password}
                  identity={{ email, username }}
                />
              </>
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
