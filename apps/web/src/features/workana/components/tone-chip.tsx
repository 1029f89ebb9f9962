import Chip from '@mui/material/Chip';
import { readableText } from '@/shared/ui/readable-text.ts';

export type Tone = 'success' | 'warning' | 'error' | 'info' | 'default';

/** A small outlined chip whose text keeps its contrast in a status colour (or plain, for `default`). */
export function ToneChip({ tone, label }: { tone: Tone; label: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={tone}
      label={label}
      sx={tone === 'default' ? undefined : readableText(tone)}
    />
  );
}
