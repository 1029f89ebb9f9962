import { darken, getContrastRatio, lighten } from '@mui/material/styles';

/** The first shade of `color`, moving away from `background`, whose contrast with it reaches `ratio`. */
export function readableShade(color: string, background: string, ratio = 4.5): string {
  const backgroundIsLight = getContrastRatio(background, '#000') > getContrastRatio(background, '#fff');
  for (let step = 0; step <= 1; step += 0.02) {
    const shade = backgroundIsLight ? darken(color, step) : lighten(color, step);
    if (getContrastRatio(shade, background) >= ratio) return shade;
  }
  return backgroundIsLight ? '#000' : '#fff';
}
