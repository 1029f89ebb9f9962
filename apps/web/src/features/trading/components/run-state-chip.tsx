import Chip from '@mui/material/Chip';
import type { RunState } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { readableText } from '@/shared/ui/readable-text.ts';

const TONES = {
  queued: 'info',
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
} as const;

/** Where a run stands: queued, running, done, failed or cancelled. */
export function RunStateChip({ state }: { state: RunState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={TONES[state]}
      label={t(`trading.state.${state}`)}
      sx={readableText(TONES[state])}
    />
  );
}
