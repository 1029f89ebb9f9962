import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cvcLength, type CheckoutInput } from '@alvorada/contracts';
import { maskCardNumber, maskCvc, maskExpiry } from '@/shared/ui/form/masks.ts';
import { maskedField } from '@/features/public-pages/payment/masked-field.ts';

/** The card's holder, number, expiry and CVC; checked only when paying by card. */
export function CardFields({ form }: { form: UseFormReturn<CheckoutInput> }) {
  const { t } = useTranslation();
  const number = useWatch({ control: form.control, name: 'card_number' });
  const cvcDigits = cvcLength(number);
  const field = (
    name: 'card_name' | 'card_number' | 'card_expiry' | 'card_cvc',
    mask?: (v: string) => string,
  ) => ({
    ...maskedField(t, form, name, mask),
    required: true,
    fullWidth: true,
  });
  const numeric = (maxLength?: number) => ({
    htmlInput: { inputMode: 'numeric' as const, dir: 'ltr', maxLength },
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
          slotProps={numeric()}
          {...field('card_number', maskCardNumber)}
        />
      </Grid>
      <Grid size={6}>
        <TextField
          label={t('public.payment.cardExpiry')}
          placeholder={t('public.payment.cardExpiryPlaceholder')}
          autoComplete="cc-exp"
          slotProps={numeric(5)}
          {...field('card_expiry', maskExpiry)}
        />
      </Grid>
      <Grid size={6}>
        <TextField
          label={t('public.payment.cardCvc')}
          autoComplete="cc-csc"
          slotProps={numeric(cvcDigits)}
          {...field('card_cvc', (v) => maskCvc(v, cvcDigits))}
        />
      </Grid>
    </Grid>
  );
}
