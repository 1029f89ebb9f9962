import Chip from '@mui/material/Chip';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { invoiceStatusLabel } from '@/shared/i18n/labels.ts';

const COLOR: Record<string, 'success' | 'warning' | 'default'> = {
  PAGA: 'success',
  PAGA_PARCIAL: 'warning',
};

/** An invoice's status; an overdue one carries the error icon (outlined: its text stays readable). */
export function InvoiceStatusChip({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status] ?? 'default'}
      icon={status === 'VENCIDA' ? <ErrorOutlineOutlined color="error" /> : undefined}
      label={invoiceStatusLabel(t, status)}
      data-status={status}
    />
  );
}
