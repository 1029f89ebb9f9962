import { useState } from 'react';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useApplyCredit } from '@/features/energy/api/billing-api.ts';
import { centavosText, parseCentavos } from './money-input.ts';
import type { StatementDialogProps } from './statement-dialog-props.ts';
import { ActionButtons, ActionError } from './statement-dialog-parts.tsx';
import { FormDialog } from './form-dialog.tsx';

/**
 * Pays the invoice, or part of it, with the customer's credit (excess payments recorded earlier): at most the
 * credit and what is open, proposed as the lesser of both. It is recorded as a payment of today, which can be
 * reversed like any other.
 */
export function CreditDialog({ statement, open, onClose }: StatementDialogProps) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  const credit = statement.customer_credit_centavos;
  const most = Math.min(credit, statement.open_centavos);
  const [amount, setAmount] = useState(() => centavosText(most, i18n.language));
  const apply = useApplyCredit(statement.invoice.id);
  const k = (key: string, params: Record<string, string> = {}) => t(`energy.invoice.credit.${key}`, params);
  const close = () => {
    apply.reset();
    onClose();
  };
  const centavos = parseCentavos(amount);
  const problem =
    centavos === null || centavos <= 0
      ? k('amountInvalid')
      : centavos > most
        ? k('amountOver', { most: format.centavos(most) })
        : null;
  const error = apply.error instanceof ApiRequestError ? apply.error : null;
  const fieldError = error?.fields?.amount_centavos?.[0];
  return (
    <FormDialog open={open} onClose={close} aria-labelledby="credit-title">
      <DialogTitle id="credit-title">{k('title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <DialogContentText>
            {k('body', {
              credit: format.centavos(credit),
              open: format.centavos(statement.open_centavos),
            })}
          </DialogContentText>
          <TextField
            label={k('amount')}
            value={amount}
            onChange={(event) => {
              apply.reset();
              setAmount(event.target.value);
            }}
            error={!!problem || !!fieldError}
            helperText={problem ?? fieldError ?? k('amountHint')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <ActionError error={apply.error} />
        </Stack>
      </DialogContent>
      <ActionButtons
        label={k('confirm')}
        disabled={!!problem || apply.isPending}
        onCancel={close}
        onConfirm={() => centavos && apply.mutate(centavos, { onSuccess: close })}
      />
    </FormDialog>
  );
}
