import { getContrastRatio, type Theme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import { describe, expect, it } from 'vitest';
import { THEME_COLORS } from '@alvorada/contracts';
import { createAppTheme } from './theme.ts';

const themeOf = (mode: 'light' | 'dark') =>
  createAppTheme({ mode, direction: 'ltr', skin: 'default', arabic: false, localization: ptBR });

type Style = Record<string, unknown>;

/** The styles the theme adds to a button of `color` and `variant`, as MUI asks for them. */
function buttonStyle(theme: Theme, color: string, variant: 'contained' | 'text'): Style {
  const root = theme.components?.MuiButton?.styleOverrides?.root as (props: object) => Style;
  return root({ ownerState: { color, variant }, theme });
}

describe.each(['light', 'dark'] as const)('the %s theme', (mode) => {
  const theme = themeOf(mode);
  const surfaces = [theme.palette.background.default, theme.palette.background.paper];

  it('fills a contained primary button with the green, its text at 4.5:1 or more, hovered too', () => {
    const style = buttonStyle(theme, 'primary', 'contained');
    const background = style['--variant-containedBg'] as string;
    const text = style['--variant-containedColor'] as string;
    const hovered = (style['@media (hover: hover)'] as Record<string, Style>)['&:hover']![
      '--variant-containedBg'
    ] as string;
    expect(background).toBe('#62b57d');
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(text, hovered)).toBeGreaterThanOrEqual(4.5);
  });

  it("keeps the specification's primary token", () => {
    expect(theme.palette.primary.main).toBe(
      mode === 'light' ? THEME_COLORS.light.primary : THEME_COLORS.dark.primary,
    );
  });

  it.each(['error', 'success', 'warning', 'info', 'secondary'] as const)(
    'writes a contained %s button at 4.5:1 and a text one at 4.5:1 on the page and on a card',
    (color) => {
      const palette = theme.palette[color];
      expect(getContrastRatio(palette.contrastText, palette.main)).toBeGreaterThanOrEqual(4.5);
      const text = buttonStyle(theme, color, 'text').color as string;
      for (const surface of surfaces) expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['primary', 'error', 'success', 'warning', 'info', 'secondary'] as const)(
    'writes an outlined %s chip at 4.5:1 on the page and on a card',
    (color) => {
      const root = theme.components?.MuiChip?.styleOverrides?.root as (props: object) => Style;
      const text = root({ ownerState: { color, variant: 'outlined' }, theme }).color as string;
      for (const surface of surfaces) expect(getContrastRatio(text, surface)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('writes an unselected toggle button at 4.5:1 on the page and on a card', () => {
    const root = theme.components?.MuiToggleButton?.styleOverrides?.root as Style;
    for (const surface of surfaces)
      expect(getContrastRatio(root.color as string, surface)).toBeGreaterThanOrEqual(4.5);
  });
});
