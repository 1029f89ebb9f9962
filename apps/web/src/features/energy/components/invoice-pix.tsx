import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatement } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { PixCode } from '@/shared/ui/pix-code.tsx';

/** How to pay the invoice: its PIX code for the open amount, or why there is nothing to pay. */
export function InvoicePix({ statement }: { statement: InvoiceStatement }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { pix } = statement;
  if (!pix) return <Alert severity="info">{t('energy.invoice.pix.none')}</Alert>;
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="p" data-testid="pix-amount">
        {t('energy.invoice.pix.amount', { amount: format.centavos(pix.amount_centavos) })}
      </Typography>
      <Typography color="text.secondary">
        {t('energy.invoice.pix.reference', {
          reference: statement.reference,
          due: format.day(statement.invoice.due_date),
        })}
      </Typography>
      <PixCode
        payload={pix.payload}
        texts={{
          help: t('energy.invoice.pix.help'),
          qrAlt: t('energy.invoice.pix.qrAlt'),
          code: t('energy.invoice.pix.code'),
          copy: t('energy.invoice.pix.copy'),
          copied: t('energy.invoice.pix.copied'),
        }}
      />
    </Stack>
  );
}
