import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { installOutboundTracking } from '@/lib/outbound-links';
import { AppProviders } from './providers';
import { AppRoutes } from './router';

export function App() {
  useEffect(() => installOutboundTracking(), []);
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
