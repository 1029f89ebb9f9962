import { QueryClient } from '@tanstack/react-query';

/** ofetch already retries per the spec; queries and mutations do not retry a second time. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
