import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { statusLabel } from '@/shared/i18n/labels.ts';
import { readableText } from './readable-text.ts';

const COLORS = { active: 'success', inactive: 'default', pending: 'warning', deleted: 'error' } as const;
const TONES = { active: 'success', pending: 'warning', deleted: 'error' } as const;

export function StatusChip({ status }: { status: keyof typeof COLORS }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={statusLabel(t, status)}
      sx={status === 'inactive' ? undefined : readableText(TONES[status])}
    />
  );
}
