import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { DateField } from '@/shared/ui/date-field/date-field.tsx';
import { useLateCharges, useRegisterPayment } from '@/features/energy/api/billing-api.ts';
import { FigureList } from './figure-list.tsx';
import { centavosText, parseCentavos, todayInBrazil } from './money-input.ts';
import type { StatementDialogProps } from './statement-dialog-props.ts';
import { ActionButtons, ActionError } from './statement-dialog-parts.tsx';
import { paymentProblems } from './payment-checks.ts';
import { FormDialog } from './form-dialog.tsx';

/**
 * Registers a payment of the invoice, checked as the server checks it (a day from the issue to today, an amount
 * above zero and up to what is open unless the excess is to become the customer's credit), each refusal on its
 * field. The §3.9 late charges of the chosen day are shown before confirming: they are not part of this payment
 * but go onto the customer's next invoice, which the dialog names.
 */
export function PaymentDialog({ statement, open, onClose }: StatementDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const invoice = statement.invoice;
  const [on, setOn] = useState(todayInBrazil);
  const [amount, setAmount] = useState(() => centavosText(statement.open_centavos, i18n.language));
  const [method, setMethod] = useState<string>(invoice.payment_method);
  const [excessAsCredit, setExcessAsCredit] = useState(false);
  const openCentavos = statement.open_centavos;
  const register = useRegisterPayment();
  const centavos = parseCentavos(amount);
  const problems = paymentProblems({
    on,
    centavos,
    issueDate: invoice.issue_date,
    today: todayInBrazil(),
    openCentavos,
    excessAsCredit,
  });
  const validDay = problems.credited_on ? null : on;
  const charges = useLateCharges(invoice.id, open ? validDay : null);
  const k = (key: string) => t(`energy.invoice.payment.${key}`);
  const close = () => {
    register.reset();
    onClose();
  };
  // What the server refused goes once the value it refused changes.
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      register.reset();
      set(value);
    };
  const confirm = () => {
    if (!validDay || !centavos || problems.amount_centavos) return;
    register.mutate(
      {
        invoice_id: invoice.id,
        method,
        amount_centavos: centavos,
        credited_on: validDay,
        excess_as_credit: excessAsCredit,
      },
      { onSuccess: close },
    );
  };
  const preview = charges.data;
  const error = register.error instanceof ApiRequestError ? register.error : null;
  // A field's own refusal, else what the server said of it.
  const fieldError = (field: 'credited_on' | 'amount_centavos') => {
    const problem = problems[field];
    if (problem)
      return t(`energy.invoice.payment.problem.${problem}`, {
        open: format.centavos(openCentavos),
        issued: format.day(invoice.issue_date),
      });
    return error?.fields?.[field]?.join(' ');
  };
  const dayError = fieldError('credited_on');
  const amountError = fieldError('amount_centavos');
  const excess = centavos !== null && excessAsCredit ? Math.max(0, centavos - openCentavos) : 0;
  return (
    <FormDialog open={open} onClose={close} aria-labelledby="payment-title">
      <DialogTitle id="payment-title">{k('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DateField
            label={k('creditedOn')}
            value={on}
            onChange={edited(setOn)}
            error={!!dayError}
            helperText={dayError}
          />
          <TextField
            label={k('amount')}
            value={amount}
            onChange={(event) => edited(setAmount)(event.target.value)}
            error={!!amountError}
            helperText={amountError ?? k('amountHint')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={excessAsCredit}
                onChange={(event) => edited(setExcessAsCredit)(event.target.checked)}
              />
            }
            label={k('excessAsCredit')}
          />
          {excess > 0 && (
            <Alert severity="info" data-testid="payment-excess">
              {t('energy.invoice.payment.excessNote', { amount: format.centavos(excess) })}
            </Alert>
          )}
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
          <ActionError error={register.error} />
        </Stack>
      </DialogContent>
      <ActionButtons
        label={k('confirm')}
        disabled={!!dayError || !!amountError || register.isPending}
        onCancel={close}
        onConfirm={confirm}
      />
    </FormDialog>
  );
}
