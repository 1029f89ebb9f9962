import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '@/app/query-client.ts';

/** The query cache, loaded with the screens that read it; the sign-in screen shows before it. */
export function QueryCacheLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
