import { useMemo, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { settingsStore } from '@/shared/settings/settings-store.ts';
import { useStore } from '@/shared/storage/use-store.ts';
import { useColorMode } from '@/shared/ui/document-theme.ts';
import { emotionCacheFor } from '@/shared/ui/emotion-cache.ts';
import { createAppTheme } from '@/shared/ui/theme.ts';
import { useMuiLocalization } from '@/shared/ui/mui-localization.ts';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { direction, skin, language } = useStore(settingsStore);
  const mode = useColorMode();
  const localization = useMuiLocalization(language);
  const theme = useMemo(
    () => createAppTheme({ mode, direction, skin, arabic: language === 'ar', localization }),
    [mode, direction, skin, language, localization],
  );

  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}
