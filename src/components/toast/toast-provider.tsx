import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { uiConfig } from '@/generated/config/ui';
import { ToastItem } from './toast-item';

const [vertical, horizontal] = uiConfig.toast.position.split('-') as [
  'top' | 'bottom',
  'left' | 'right',
];

/** Toast container: top right, 5000 ms, 220 ms transition, pauses while hovered (notistack). */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={100}
      anchorOrigin={{ vertical, horizontal }}
      autoHideDuration={uiConfig.toast.autoHideMs}
      transitionDuration={{ enter: uiConfig.toast.transitionMs, exit: uiConfig.toast.transitionMs }}
      Components={{
        success: ToastItem,
        error: ToastItem,
        warning: ToastItem,
        info: ToastItem,
        default: ToastItem,
      }}
      style={{ zIndex: 3000 }}
    >
      {children}
    </SnackbarProvider>
  );
}
