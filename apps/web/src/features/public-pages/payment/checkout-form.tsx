import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHECKOUT_METHODS, checkoutSchema, type CheckoutInput } from '@alvorada/contracts';
import { publicApi } from '@/shared/api/client.ts';
import { applyServerErrors } from '@/shared/ui/form/field-errors.ts';
import { CardFields } from '@/features/public-pages/payment/card-fields.tsx';
import { maskedField } from '@/features/public-pages/payment/masked-field.ts';
import { maskDocument } from '@/shared/ui/form/masks.ts';

const EMPTY: CheckoutInput = {
  name: '',
  email: '',
  document: '',
  method: 'card',
  card_name: '',
  card_number: '',
  card_expiry: '',
  card_cvc: '',
};

/**
 * The buyer and how they pay, each field checked as soon as it is left. Nothing is charged: the order goes to
 * the team's inbox through the contact endpoint, and `onSent` shows the confirmation (with the PIX code).
 */
export function CheckoutForm({
  toMessage,
  onSent,
}: {
  toMessage: (values: CheckoutInput) => object;
  onSent: (values: CheckoutInput) => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CheckoutInput>({
    mode: 'onTouched',
    resolver: zodResolver(checkoutSchema) as unknown as Resolver<CheckoutInput>,
    defaultValues: EMPTY,
  });
  const method = useWatch({ control: form.control, name: 'method' });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await publicApi('/mail/contact/', { method: 'POST', body: toMessage(values) });
      onSent(values);
    } catch (caught) {
      setError(applyServerErrors(caught, t, form.setError, ['name', 'email']));
    }
  });
  const text = (name: 'name' | 'email' | 'document', mask?: (value: string) => string) => ({
    ...maskedField(t, form, name, mask),
    label: t(`public.payment.fields.${name}`),
    required: true,
    fullWidth: true,
  });
  const documentField = text('document', maskDocument);
  return (
    <Stack component="form" spacing={2.5} noValidate onSubmit={onSubmit} aria-labelledby="checkout-title">
      <Typography id="checkout-title" component="h2" variant="h6">
        {t('public.payment.buyer')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      <TextField autoComplete="name" {...text('name')} />
      <TextField type="email" autoComplete="email" {...text('email')} />
      <TextField
        {...documentField}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
        helperText={documentField.helperText ?? t('public.payment.documentHint')}
      />
      <Controller
        control={form.control}
        name="method"
        render={({ field }) => (
          <FormControl>
            <FormLabel id="method-label">{t('public.payment.method')}</FormLabel>
            <RadioGroup row {...field} aria-labelledby="method-label">
              {CHECKOUT_METHODS.map((m) => (
                <FormControlLabel
                  key={m}
                  value={m}
                  control={<Radio />}
                  label={t(`public.payment.methods.${m}`)}
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
      />
      {method === 'card' && <CardFields form={form} />}
      {method === 'pix' && <Alert severity="info">{t('public.payment.pixAfterConfirm')}</Alert>}
      {method === 'boleto' && <Alert severity="info">{t('public.payment.boletoHelp')}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
        {isSubmitting ? t('common.sending') : t('public.payment.submit')}
      </Button>
    </Stack>
  );
}
