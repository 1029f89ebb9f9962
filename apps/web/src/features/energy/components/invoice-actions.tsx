import { useState } from 'react';
import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatement } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { useCancelInvoice } from '@/features/energy/api/billing-api.ts';
import { CopyDialog } from '@/features/energy/components/copy-dialog.tsx';
import { CreditDialog } from '@/features/energy/components/credit-dialog.tsx';
import { PaymentDialog } from '@/features/energy/components/payment-dialog.tsx';
import { ReasonDialog } from '@/features/energy/components/reason-dialog.tsx';

type Dialog = 'pay' | 'credit' | 'copy' | 'cancel' | null;

/**
 * What may be done to the invoice, by whom the rules let: register a payment (late charges shown first), pay it
 * with the customer's credit when there is some, or issue a second copy while it is open, cancel it unless
 * paid; each in its dialog.
 */
export function InvoiceActions({ id, statement }: { id: number; statement: InvoiceStatement | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const ability = useAbility();
  const cancel = useCancelInvoice(id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const invoice = statement?.invoice;
  const isOpen = invoice && ['EMITIDA', 'VENCIDA', 'PAGA_PARCIAL'].includes(invoice.status);
  const mayPay = ability.can('create', 'Financeiro') && isOpen;
  const mayChange = ability.can('update', 'Financeiro');
  return (
    <>
      {mayPay && (
        <Button variant="contained" onClick={() => setDialog('pay')}>
          {t('energy.invoice.actions.pay')}
        </Button>
      )}
      {mayPay && !!statement?.customer_credit_centavos && (
        <Button variant="outlined" onClick={() => setDialog('credit')}>
          {t('energy.invoice.actions.applyCredit', {
            amount: format.centavos(statement.customer_credit_centavos),
          })}
        </Button>
      )}
      {mayChange && isOpen && (
        <Button variant="outlined" onClick={() => setDialog('copy')}>
          {t('energy.invoice.actions.copy')}
        </Button>
      )}
      {mayChange && invoice && invoice.status !== 'CANCELADA' && invoice.status !== 'PAGA' && (
        <Button color="error" onClick={() => setDialog('cancel')}>
          {t('energy.invoice.actions.cancel')}
        </Button>
      )}
      {statement && dialog === 'pay' && (
        <PaymentDialog statement={statement} open onClose={() => setDialog(null)} />
      )}
      {statement && dialog === 'credit' && (
        <CreditDialog statement={statement} open onClose={() => setDialog(null)} />
      )}
      {statement && dialog === 'copy' && (
        <CopyDialog statement={statement} open onClose={() => setDialog(null)} />
      )}
      {invoice && dialog === 'cancel' && (
        <ReasonDialog
          open
          title={t('energy.invoice.cancel.title')}
          reasonLabel={t('energy.invoice.cancel.reason')}
          confirmLabel={t('energy.invoice.cancel.confirm')}
          pending={cancel.isPending}
          error={cancel.error}
          onClose={() => {
            cancel.reset();
            setDialog(null);
          }}
          onConfirm={(reason) => cancel.mutate(reason, { onSuccess: () => setDialog(null) })}
        >
          <DialogContentText>
            {t('energy.invoice.cancel.body', {
              cycle: format.month(invoice.cycle),
              customer: invoice.customer_name,
              amount: format.centavos(invoice.total_centavos),
            })}
          </DialogContentText>
        </ReasonDialog>
      )}
    </>
  );
}
