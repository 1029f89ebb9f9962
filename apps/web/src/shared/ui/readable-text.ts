import type { Theme } from '@mui/material/styles';
import { readableShade } from './contrast.ts';

type Tone = 'warning' | 'success' | 'error' | 'info';

/** Text in a status colour that still reads on the paper (4.5:1), for outlined chips and buttons. */
export const readableText = (tone: Tone) => (theme: Theme) => ({
  color: readableShade(theme.palette[tone].main, theme.palette.background.paper),
  borderColor: theme.palette[tone].main,
});
