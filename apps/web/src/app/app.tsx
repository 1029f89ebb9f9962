import { RouterProvider } from 'react-router/dom';
import '@/shared/i18n/i18n.ts';
import { router } from './router.ts';
import { AppThemeProvider } from './theme-provider.tsx';

export function App() {
  return (
    <AppThemeProvider>
      <RouterProvider router={router} />
    </AppThemeProvider>
  );
}
