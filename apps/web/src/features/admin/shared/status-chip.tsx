import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'success', inactive: 'default', pending: 'warning', deleted: 'error' } as const;

export function StatusChip({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`admin.status.${status}`)} />;
}
