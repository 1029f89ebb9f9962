import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type { Localization } from '@mui/material/locale';
import { BREAKPOINTS } from '@alvorada/contracts';
import { readableShade } from './contrast.ts';
import { fontFamilyFor, paletteFor } from './palette.ts';

declare module '@mui/material/styles' {
  interface Palette {
    /** Primary-coloured text and outlines: a shade of the primary that reaches 4.5:1 on the page. */
    primaryInk: string;
    /** Filled primary controls: the spec's green in both modes, under `primary.contrastText`. */
    primaryFill: string;
    navBackground: string;
  }
  interface PaletteOptions {
    primaryInk?: string;
    primaryFill?: string;
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
  const fill = { backgroundColor: colors.primaryFill, color: colors.primaryContrastText };
  const bordered = skin === 'bordered';
  /** A status colour as text on both the page and a card: 4.5:1 on each. */
  const onSurfaces = (color: string) => readableShade(readableShade(color, colors.background), colors.paper);

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
        // The text MUI puts on a filled status colour (a contained "Cancelar fatura") reaches 4.5:1.
        contrastThreshold: 4.5,
        primary: { main: colors.primary, dark: colors.primaryDark, contrastText: colors.primaryContrastText },
        secondary: { main: colors.secondary },
        background: { default: colors.background, paper: colors.paper },
        text: { primary: colors.text, secondary: colors.secondaryText },
        divider: colors.divider,
        primaryInk: ink,
        primaryFill: colors.primaryFill,
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
            root: ({ ownerState, theme }) => {
              const color = ownerState.color ?? 'primary';
              if (color === 'inherit') return {};
              if (ownerState.variant !== 'contained') {
                const text = color === 'primary' ? ink : onSurfaces(theme.palette[color].main);
                return { color: text, borderColor: text };
              }
              return color === 'primary'
                ? {
                    '--variant-containedBg': colors.primaryFill,
                    '--variant-containedColor': colors.primaryContrastText,
                    '@media (hover: hover)': {
                      '&:hover': { '--variant-containedBg': colors.primaryFillHover },
                    },
                  }
                : {};
            },
          },
        },
        MuiFab: {
          styleOverrides: {
            root: ({ ownerState }) =>
              ownerState.color === 'primary'
                ? { ...fill, '&:hover': { backgroundColor: colors.primaryFillHover } }
                : {},
          },
        },
        MuiChip: {
          styleOverrides: {
            root: ({ ownerState, theme }) => {
              const color = ownerState.color ?? 'default';
              if (color === 'default') return {};
              if (ownerState.variant === 'outlined') {
                // An outlined status is written in its colour: a shade of it that reads on the page and a card.
                const text = color === 'primary' ? ink : onSurfaces(theme.palette[color].main);
                return { color: text, borderColor: text };
              }
              return color === 'primary'
                ? { ...fill, '&.MuiChip-clickable:hover': { backgroundColor: colors.primaryFillHover } }
                : {};
            },
          },
        },
        // Unselected choices are written in the secondary text colour, which reads on the page, not MUI's 54 % black.
        MuiToggleButton: { styleOverrides: { root: { color: colors.secondaryText } } },
        MuiLinearProgress: {
          styleOverrides: {
            root: ({ ownerState }) =>
              (ownerState.color ?? 'primary') === 'primary'
                ? {
                    backgroundColor: alpha(colors.primaryFill, 0.3),
                    '& .MuiLinearProgress-bar': { backgroundColor: colors.primaryFill },
                  }
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
