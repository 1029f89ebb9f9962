import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CheckoutInput } from '@alvorada/contracts';
import { validationMessage } from '@/shared/ui/form/field-errors.ts';

/** The card's holder, number, expiry and CVC; checked only when paying by card. */
export function CardFields({ form }: { form: UseFormReturn<CheckoutInput> }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const field = (name: 'card_name' | 'card_number' | 'card_expiry' | 'card_cvc') => ({
    ...form.register(name),
    required: true,
    error: Boolean(errors[name]),
    helperText: validationMessage(t, errors[name]),
    fullWidth: true,
  });
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <TextField label={t('public.payment.cardName')} autoComplete="cc-name" {...field('card_name')} />
      </Grid>
      <Grid size={12}>
        <TextField
          label={t('public.payment.cardNumber')}
          autoComplete="cc-number"
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          {...field('card_number')}
        />
      </Grid>
      <Grid size={6}>
        <TextField
          label={t('public.payment.cardExpiry')}
          placeholder={t('public.payment.cardExpiryPlaceholder')}
          autoComplete="cc-exp"
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
          {...field('card_expiry')}
        />
      </Grid>
      <Grid size={6}>
        <TextField
          label={t('public.payment.cardCvc')}
          autoComplete="cc-csc"
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 4 } }}
          {...field('card_cvc')}
        />
      </Grid>
    </Grid>
  );
}
