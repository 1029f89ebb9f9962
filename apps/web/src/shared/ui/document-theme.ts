import { useLayoutEffect, useSyncExternalStore } from 'react';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { fontFamilyFor, paletteFor, type ColorMode } from './palette.ts';

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');
const subscribeToScheme = (listener: () => void) => {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};
const systemPrefersDark = () => darkQuery()?.matches ?? false;

/** The resolved colour mode: `system` follows the device's colour scheme, live. */
export function useColorMode(): ColorMode {
  const { theme } = useStore(settingsStore);
  const prefersDark = useSyncExternalStore(subscribeToScheme, systemPrefersDark, () => false);
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}

/** The CSS variables the screens drawn without MUI read (`var(--alv-…)`), for one mode and script. */
export function themeVariables(mode: ColorMode, arabic: boolean): Record<string, string> {
  const colors = paletteFor(mode);
  return {
    '--alv-primary': colors.primary,
    '--alv-primary-dark': colors.primaryDark,
    '--alv-primary-ink': colors.primaryInk,
    '--alv-primary-fill': colors.primaryFill,
    '--alv-primary-fill-hover': colors.primaryFillHover,
    '--alv-on-primary': colors.primaryContrastText,
    '--alv-background': colors.background,
    '--alv-paper': colors.paper,
    '--alv-text': colors.text,
    '--alv-text-secondary': colors.secondaryText,
    '--alv-divider': colors.divider,
    '--alv-font': fontFamilyFor(arabic),
  };
}

/**
 * Puts the settings on the document: direction, language, colour mode, skin and the theme's colours as CSS
 * variables. Before the first paint, so that a screen drawn from the variables never shows without them.
 */
export function useDocumentTheme() {
  const { direction, language, skin } = useStore(settingsStore);
  const mode = useColorMode();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    root.lang = language;
    root.dataset.theme = mode;
    root.dataset.skin = skin;
    root.style.colorScheme = mode;
    for (const [name, value] of Object.entries(themeVariables(mode, language === 'ar')))
      root.style.setProperty(name, value);
  }, [direction, language, mode, skin]);
}
