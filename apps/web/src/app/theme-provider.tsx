import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { emotionCacheFor } from '@/shared/ui/emotion-cache.ts';
import { createAppTheme } from '@/shared/ui/theme.ts';
import { useMuiLocalization } from '@/shared/ui/mui-localization.ts';

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');
const subscribeToScheme = (listener: () => void) => {
  const query = darkQuery();
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
};
const systemPrefersDark = () => darkQuery()?.matches ?? false;

/** The resolved colour mode: `system` follows the device's colour scheme, live. */
export function useColorMode(): 'light' | 'dark' {
  const { theme } = useStore(settingsStore);
  const prefersDark = useSyncExternalStore(subscribeToScheme, systemPrefersDark, () => false);
  return theme === 'system' ? (prefersDark ? 'dark' : 'light') : theme;
}

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { direction, skin, language } = useStore(settingsStore);
  const mode = useColorMode();
  const localization = useMuiLocalization(language);
  const theme = useMemo(
    () => createAppTheme({ mode, direction, skin, arabic: language === 'ar', localization }),
    [mode, direction, skin, language, localization],
  );

  useEffect(() => {
    const root = document.documentElement;
    root.dir = direction;
    root.lang = language;
    root.dataset.theme = mode;
    root.style.colorScheme = mode;
  }, [direction, language, mode]);

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
