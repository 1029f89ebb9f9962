import Chip from '@mui/material/Chip';
import type { RunState, SessionState } from '@alvorada/contracts';
import { useTranslation } from 'react-i18next';
import { readableText } from '@/shared/ui/readable-text.ts';

const TONES = {
  queued: 'info',
  running: 'info',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
  paused: 'warning',
  halted: 'error',
  finished: 'success',
  stopped: undefined,
} as const;

/** Where a run (queued, running, done, failed, cancelled) or a paper session (running, paused…) stands. */
export function RunStateChip({ state }: { state: RunState | SessionState }) {
  const { t } = useTranslation();
  const tone = TONES[state];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone ?? 'default'}
      label={t(`trading.state.${state}`)}
      sx={tone ? readableText(tone) : undefined}
    />
  );
}
