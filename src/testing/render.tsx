import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { ToastProvider } from '@/components/toast/toast-provider';
import { initialSession, type Session } from '@/session';
import { setSession, resetSession } from '@/session/session-store';
import { useAppTheme } from '@/theme/use-app-theme';

export interface RenderOptions {
  /** Session fields for this test; defaults to a loaded, logged-in master. */
  session?: Partial<Session> | null;
  url?: string;
  path?: string;
}

export const masterSession: Partial<Session> = {
  isAuth: true,
  isLoading: false,
  isMaster: true,
  agentEmail: 'master@demo.kr',
  userEmail: 'master@demo.kr',
  userName: '김대표',
  agentName: '행복공인중개사사무소',
  userIdx: 1,
};

export function Providers({ children }: { children: ReactNode }) {
  const theme = useAppTheme();
  // Kept across renders: a published ui change renders the providers again with a new theme.
  const [queryClient] = useState(createQueryClient);
  return (
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>{children}</ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}

/** Renders a component inside the app providers and a memory router at `url`. */
export function renderWithApp(
  ui: ReactElement,
  opts: RenderOptions = {},
): RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
} {
  if (opts.session === null) resetSession();
  else setSession({ ...initialSession, ...masterSession, ...opts.session });
  const router = createMemoryRouter([{ path: opts.path ?? '*', element: ui }], {
    initialEntries: [opts.url ?? '/'],
  });
  const user = userEvent.setup();
  const result = render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, user, router };
}
