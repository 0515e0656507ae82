import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { ToastProvider } from '@/components/toast/toast-provider';
import { useAppTheme } from '@/theme/use-app-theme';

export function AppProviders({
  children,
  queryClient: given,
}: {
  children: ReactNode;
  /** A cache made before rendering (a server-rendered page's answers are in it). */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  const theme = useAppTheme();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
