import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import { BREAKPOINTS, THEME_COLORS } from '@alvorada/contracts';
import { readableShade } from './contrast.ts';

declare module '@mui/material/styles' {
  interface Palette {
    /** Primary-coloured text and outlines: a shade of the primary that reaches 4.5:1 on the page. */
    primaryInk: string;
    navBackground: string;
  }
  interface PaletteOptions {
    primaryInk?: string;
    navBackground?: string;
  }
}

export interface ThemeOptions {
  mode: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  skin: 'default' | 'bordered';
  arabic: boolean;
  /** MUI's own texts in the interface's language. */
  localization: Localization;
}

const SURFACES = {
  light: { default: '#f5f5f7', paper: '#ffffff', text: '#2f3336', secondaryText: '#5c6166' },
  dark: { default: '#1e2022', paper: '#272a2d', text: '#e7e9ea', secondaryText: '#b4b9bd' },
};

export function createAppTheme({ mode, direction, skin, arabic, localization }: ThemeOptions): Theme {
  const surface = SURFACES[mode];
  const fill = mode === 'light' ? THEME_COLORS.light.primary : THEME_COLORS.dark.primary;
  const ink = readableShade(
    mode === 'light' ? THEME_COLORS.light.primaryDarker : THEME_COLORS.dark.primary,
    surface.default,
  );
  const bordered = skin === 'bordered';
  const borderColor = mode === 'light' ? 'rgba(47, 51, 54, 0.16)' : 'rgba(231, 233, 234, 0.16)';

  return createTheme(
    {
      direction,
      breakpoints: {
        values: {
          xs: BREAKPOINTS.xs,
          sm: BREAKPOINTS.sm,
          md: BREAKPOINTS.md,
          lg: BREAKPOINTS.lg,
          xl: BREAKPOINTS.xl,
        },
      },
      palette: {
        mode,
        primary: {
          main: fill,
          dark: mode === 'light' ? THEME_COLORS.light.primaryDarker : readableShade(fill, '#ffffff', 3),
          contrastText: '#142019',
        },
        secondary: { main: mode === 'light' ? '#5c6166' : '#b4b9bd' },
        background: { default: surface.default, paper: surface.paper },
        text: { primary: surface.text, secondary: surface.secondaryText },
        divider: borderColor,
        primaryInk: ink,
        navBackground: mode === 'light' ? '#ffffff' : '#24272a',
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: arabic
          ? '"Noto Sans Arabic", "Public Sans Variable", system-ui, sans-serif'
          : '"Public Sans Variable", system-ui, -apple-system, "Segoe UI", sans-serif',
        fontWeightLight: 300,
        fontWeightRegular: 400,
        fontWeightMedium: 500,
        fontWeightBold: 700,
        h4: { fontWeight: 600 },
        h5: { fontWeight: 600 },
        h6: { fontWeight: 600 },
        button: { textTransform: 'none', fontWeight: 500 },
      },
      components: {
        MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
        MuiCard: { defaultProps: bordered ? { variant: 'outlined' } : { elevation: 2 } },
        MuiPaper: { styleOverrides: { root: bordered ? { boxShadow: 'none' } : {} } },
        MuiButton: {
          styleOverrides: {
            root: ({ ownerState }) =>
              ownerState.color === 'primary' && ownerState.variant !== 'contained'
                ? { color: ink, borderColor: ink }
                : {},
          },
        },
        MuiIconButton: {
          styleOverrides: {
            root: ({ ownerState }) => (ownerState.color === 'primary' ? { color: ink } : {}),
          },
        },
        MuiLink: { defaultProps: { color: ink }, styleOverrides: { root: { fontWeight: 500 } } },
        MuiTab: { styleOverrides: { root: { '&.Mui-selected': { color: ink } } } },
        MuiTabs: { styleOverrides: { indicator: { backgroundColor: ink } } },
        MuiOutlinedInput: {
          styleOverrides: {
            root: { '&.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: ink } },
          },
        },
        MuiInputLabel: { styleOverrides: { root: { '&.Mui-focused': { color: ink } } } },
        MuiFormLabel: { styleOverrides: { root: { '&.Mui-focused': { color: ink } } } },
        MuiCheckbox: { styleOverrides: { root: { '&.Mui-checked': { color: ink } } } },
        MuiRadio: { styleOverrides: { root: { '&.Mui-checked': { color: ink } } } },
        MuiSwitch: {
          styleOverrides: {
            switchBase: {
              '&.Mui-checked': { color: ink },
              '&.Mui-checked + .MuiSwitch-track': { backgroundColor: ink },
            },
          },
        },
        MuiCircularProgress: {
          styleOverrides: {
            root: ({ ownerState }) => (ownerState.color === 'primary' ? { color: ink } : {}),
          },
        },
        MuiCssBaseline: {
          styleOverrides: {
            ':focus-visible': { outline: `2px solid ${ink}`, outlineOffset: 2 },
            html: { scrollBehavior: 'smooth' },
          },
        },
      },
    },
    localization,
  );
}
