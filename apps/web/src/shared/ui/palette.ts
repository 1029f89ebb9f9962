import { THEME_COLORS } from '@alvorada/contracts';
import { readableShade } from './contrast.ts';

export type ColorMode = 'light' | 'dark';

const SURFACES = {
  light: { default: '#f5f5f7', paper: '#ffffff', text: '#2f3336', secondaryText: '#5c6166' },
  dark: { default: '#1e2022', paper: '#272a2d', text: '#e7e9ea', secondaryText: '#b4b9bd' },
};

/**
 * The colours of one mode, which the MUI theme and the screens drawn without MUI (the sign-in screen, the
 * loading bar) both read: the second through CSS variables on the document.
 */
export function paletteFor(mode: ColorMode) {
  const surface = SURFACES[mode];
  const token = mode === 'light' ? THEME_COLORS.light.primary : THEME_COLORS.dark.primary;
  // The light token is a grey that reads as disabled under a label: filled controls take the green.
  const fill = mode === 'light' ? THEME_COLORS.light.primaryDarker : THEME_COLORS.dark.primary;
  const fillHover = readableShade(fill, '#ffffff', 3);
  return {
    primary: token,
    primaryDark: mode === 'light' ? THEME_COLORS.light.primaryDarker : fillHover,
    /** Filled primary controls (contained buttons, selected chips, progress), under `primaryContrastText`. */
    primaryFill: fill,
    primaryFillHover: fillHover,
    primaryContrastText: '#142019',
    /** Primary-coloured text and outlines: a shade of the primary that reaches 4.5:1 on the page. */
    primaryInk: readableShade(
      mode === 'light' ? THEME_COLORS.light.primaryDarker : THEME_COLORS.dark.primary,
      surface.default,
    ),
    secondary: mode === 'light' ? '#5c6166' : '#b4b9bd',
    background: surface.default,
    paper: surface.paper,
    text: surface.text,
    secondaryText: surface.secondaryText,
    divider: mode === 'light' ? 'rgba(47, 51, 54, 0.16)' : 'rgba(231, 233, 234, 0.16)',
    navBackground: mode === 'light' ? '#ffffff' : '#24272a',
  };
}

export const fontFamilyFor = (arabic: boolean) =>
  arabic
    ? '"Noto Sans Arabic", "Public Sans Variable", system-ui, sans-serif'
    : '"Public Sans Variable", system-ui, -apple-system, "Segoe UI", sans-serif';
