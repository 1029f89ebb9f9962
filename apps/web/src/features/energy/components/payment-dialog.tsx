import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '@alvorada/contracts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { paymentMethodLabel } from '@/shared/i18n/labels.ts';
import { DateField, INVALID_DATE } from '@/shared/ui/date-field/date-field.tsx';
import { useLateCharges, useRegisterPayment } from '@/features/energy/api/billing-api.ts';
import { FigureList } from './figure-list.tsx';
import { centavosText, parseCentavos, todayInBrazil } from './money-input.ts';
import type { StatementDialogProps } from './statement-dialog-props.ts';

/**
 * Registers a payment of the invoice. The §3.9 late charges of the chosen day are shown before confirming:
 * they are not part of this payment but go onto the customer's next invoice, which the dialog names.
 */
export function PaymentDialog({ statement, open, onClose }: StatementDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const invoice = statement.invoice;
  const [on, setOn] = useState(todayInBrazil);
  const [amount, setAmount] = useState(() => centavosText(statement.open_centavos, i18n.language));
  const [method, setMethod] = useState<string>(invoice.payment_method);
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(on) ? on : null;
  const charges = useLateCharges(invoice.id, open ? validDay : null);
  const register = useRegisterPayment();
  const centavos = parseCentavos(amount);
  const k = (key: string) => t(`energy.invoice.payment.${key}`);
  const close = () => {
    register.reset();
    onClose();
  };
  const confirm = () => {
    if (!validDay || !centavos) return;
    register.mutate(
      { invoice_id: invoice.id, method, amount_centavos: centavos, credited_on: validDay },
      { onSuccess: close },
    );
  };
  const preview = charges.data;
  const error = register.error instanceof ApiRequestError ? register.error : null;
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="payment-title">
      <DialogTitle id="payment-title">{k('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DateField
            label={k('creditedOn')}
            value={on}
            onChange={setOn}
            error={on === INVALID_DATE || !!error?.fields?.credited_on}
            helperText={on === INVALID_DATE ? k('invalidDate') : error?.fields?.credited_on?.[0]}
          />
          <TextField
            label={k('amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={centavos === null || !!error?.fields?.amount_centavos}
            helperText={
              centavos === null
                ? k('invalidAmount')
                : (error?.fields?.amount_centavos?.[0] ?? k('amountHint'))
            }
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField select label={k('method')} value={method} onChange={(e) => setMethod(e.target.value)}>
            {PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {paymentMethodLabel(t, m)}
              </MenuItem>
            ))}
          </TextField>
          <Typography variant="subtitle2" component="h3">
            {k('chargesTitle')}
          </Typography>
          {preview ? (
            <>
              <FigureList
                testId="late-charges"
                figures={[
                  { label: k('open'), value: format.centavos(preview.open_centavos) },
                  {
                    label: k('daysLate'),
                    value: format.number(preview.days_late),
                  },
                  { label: k('fine'), value: format.centavos(preview.fine_centavos) },
                  { label: k('interest'), value: format.centavos(preview.interest_centavos) },
                  { label: k('owed'), value: format.centavos(preview.total_centavos), total: true },
                ]}
              />
              <Alert severity={preview.charges_centavos > 0 ? 'info' : 'success'}>
                {preview.charges_centavos === 0
                  ? k('noCharges')
                  : preview.next_invoice
                    ? t('energy.invoice.payment.carriedTo', {
                        amount: format.centavos(preview.charges_centavos),
                        cycle: format.month(preview.next_invoice.cycle),
                      })
                    : t('energy.invoice.payment.carriedLater', {
                        amount: format.centavos(preview.charges_centavos),
                      })}
              </Alert>
            </>
          ) : (
            <Skeleton variant="rounded" height={160} />
          )}
          {error && <Alert severity="error">{error.detail ?? t('energy.invoice.actionError')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('dialog.cancel')}</Button>
        <Button variant="contained" disabled={!validDay || !centavos || register.isPending} onClick={confirm}>
          {k('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
