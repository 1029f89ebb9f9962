import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import '@/shared/i18n/i18n.ts';
import { queryClient } from './query-client.ts';
import { router } from './router.ts';
import { AppThemeProvider } from './theme-provider.tsx';

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppThemeProvider>
        <RouterProvider router={router} />
      </AppThemeProvider>
    </QueryClientProvider>
  );
}
