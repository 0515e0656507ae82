import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import { installOutboundTracking } from '@/lib/outbound-links';
import { AppProviders } from './providers';
import { router } from './router';

export function App() {
  useEffect(() => installOutboundTracking(), []);
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
