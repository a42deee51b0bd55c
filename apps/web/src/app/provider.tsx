import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AppToaster } from '../ui/AppToaster';
import { ConfirmHost } from '../ui/ConfirmHost';

/** A query client with the app's defaults: a minute of freshness and one retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
    },
  });
}

/** App-wide providers: data cache, toasts and the confirm dialog. */
export function AppProvider({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      {children}
      <AppToaster />
      <ConfirmHost />
    </QueryClientProvider>
  );
}
