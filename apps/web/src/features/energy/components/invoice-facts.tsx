import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceStatement } from '@alvorada/contracts';
import { useFormatters } from '@/shared/i18n/format.ts';
import { paymentMethodLabel, pricingModeLabel } from '@/shared/i18n/labels.ts';
import { DetailFacts } from '@/features/energy/components/detail-facts.tsx';
import { customerPath, unitPath } from '@/features/energy/components/detail-paths.ts';
import { InvoiceStatusChip } from '@/features/energy/components/invoice-status-chip.tsx';

/** Whose invoice it is: its status, customer and UC, the contract's pricing and the payment method. */
export function InvoiceFacts({ statement }: { statement: InvoiceStatement | undefined }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const invoice = statement?.invoice;
  return (
    <DetailFacts spacing={1.5}>
      {statement && invoice && (
        <>
          <InvoiceStatusChip status={invoice.status} />
          <Typography component="span">
            {t('energy.invoice.customer')}{' '}
            <Link component={RouterLink} to={customerPath(invoice.customer_id)} sx={{ fontWeight: 600 }}>
              {invoice.customer_name}
            </Link>
          </Typography>
          <Typography component="span">
            {t('energy.invoice.unit')}{' '}
            <Link component={RouterLink} to={unitPath(statement.unit.id)} sx={{ fontWeight: 600 }}>
              {statement.unit.installation_number}
            </Link>
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            label={t('energy.invoice.pricing', {
              mode: pricingModeLabel(t, statement.contract.pricing_mode),
              discount: format.percent(statement.contract.discount_ppm / 1e6),
            })}
          />
          <Chip size="small" variant="outlined" label={paymentMethodLabel(t, invoice.payment_method)} />
        </>
      )}
    </DetailFacts>
  );
}
