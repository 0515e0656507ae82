import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { App } from '@/app/app';
import { installLeaveGate } from '@/lib/leave-gate';

// Before the router listens: a page that guards its input sees Back/Forward first.
installLeaveGate();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
