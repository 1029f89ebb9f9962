import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatement } from '@alvorada/contracts';
import { useAbility } from '@/shared/ability/use-ability.ts';
import { ApiRequestError } from '@/shared/api/errors.ts';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog.tsx';
import { useDownloadInvoice, useSendInvoice } from '@/features/energy/api/billing-api.ts';

/**
 * The payable document of an open invoice: download its PDF, or (who may change invoices) e-mail it to the
 * customer after confirming; each shows its progress, and what went wrong.
 */
export function InvoiceDocumentActions({
  id,
  statement,
}: {
  id: number;
  statement: InvoiceStatement | undefined;
}) {
  const { t } = useTranslation();
  const ability = useAbility();
  const pdf = useDownloadInvoice(id);
  const send = useSendInvoice(id);
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  if (!statement?.pix) return null;
  const problem = (error: unknown) =>
    (error instanceof ApiRequestError && error.detail) || t('energy.invoice.actionError');
  const closeConfirm = () => {
    send.reset();
    setConfirming(false);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        loading={pdf.isPending}
        onClick={() =>
          pdf.mutate(statement.reference, {
            onError: (error) => setNotice({ severity: 'error', text: problem(error) }),
          })
        }
      >
        {t('energy.invoice.actions.pdf')}
      </Button>
      {ability.can('update', 'Financeiro') && (
        <Button variant="outlined" startIcon={<MailOutlined />} onClick={() => setConfirming(true)}>
          {t('energy.invoice.actions.send')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('energy.invoice.send.title')}
        body={t('energy.invoice.send.body', { customer: statement.invoice.customer_name })}
        confirmLabel={t('energy.invoice.send.confirm')}
        pending={send.isPending}
        error={send.error ? problem(send.error) : null}
        onClose={closeConfirm}
        onConfirm={() =>
          send.mutate(undefined, {
            onSuccess: ({ to }) => {
              setConfirming(false);
              setNotice({ severity: 'success', text: t('energy.invoice.send.done', { to }) });
            },
          })
        }
      />
      <Snackbar open={!!notice} autoHideDuration={6000} onClose={() => setNotice(null)}>
        {notice ? (
          <Alert severity={notice.severity} onClose={() => setNotice(null)} role="status">
            {notice.text}
          </Alert>
        ) : undefined}
      </Snackbar>
    </>
  );
}
