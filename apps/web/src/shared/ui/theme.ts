import { createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import { BREAKPOINTS } from '@alvorada/contracts';
import { fontFamilyFor, paletteFor } from './palette.ts';

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

export function createAppTheme({ mode, direction, skin, arabic, localization }: ThemeOptions): Theme {
  const colors = paletteFor(mode);
  const ink = colors.primaryInk;
  const bordered = skin === 'bordered';

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
        primary: { main: colors.primary, dark: colors.primaryDark, contrastText: colors.primaryContrastText },
        secondary: { main: colors.secondary },
        background: { default: colors.background, paper: colors.paper },
        text: { primary: colors.text, secondary: colors.secondaryText },
        divider: colors.divider,
        primaryInk: ink,
        navBackground: colors.navBackground,
      },
      shape: { borderRadius: 8 },
      typography: {
        fontFamily: fontFamilyFor(arabic),
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
