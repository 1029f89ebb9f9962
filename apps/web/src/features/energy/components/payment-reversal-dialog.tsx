import DialogContentText from '@mui/material/DialogContentText';
import type { Payment } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useReversePayment } from '@/features/energy/api/billing-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/**
 * Asks before taking a payment back (estorno), with the reason: the invoice's open amount, status and late
 * charges come back, and the payment stays listed, reversed.
 */
export function PaymentReversalDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const reverse = useReversePayment();
  const close = () => {
    reverse.reset();
    onClose();
  };
  return (
    <ReasonDialog
      open
      title={t('energy.invoice.reverse.title', {
        amount: format.centavos(payment.amount_centavos),
        date: format.day(payment.credited_on),
      })}
      reasonLabel={t('energy.invoice.reverse.reason')}
      confirmLabel={t('energy.invoice.reverse.confirm')}
      pending={reverse.isPending}
      error={reverse.error}
      onClose={close}
      onConfirm={(reason) => reverse.mutate({ id: payment.id, reason }, { onSuccess: close })}
    >
      <DialogContentText>{t('energy.invoice.reverse.body')}</DialogContentText>
      {payment.excess_centavos > 0 && (
        <DialogContentText>
          {t('energy.invoice.reverse.excess', { amount: format.centavos(payment.excess_centavos) })}
        </DialogContentText>
      )}
    </ReasonDialog>
  );
}
