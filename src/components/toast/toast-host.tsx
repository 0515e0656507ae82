import * as notistack from 'notistack';
import { useEffect } from 'react';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { toastHostReady } from './toast-host-state';
import { ToastItem } from './toast-item';
import { useToastLayer } from './toast-layer';

/**
 * Toast container: top right, 220 ms transition, in its own layer above every dialog. notistack's
 * timer is off (`autoHideDuration={null}`, no window-blur listener): each toast runs its own
 * 5000 ms clock that pauses while hovered and resumes the time that was left (use-toast-timer).
 * Mounted by ToastProvider when the first toast is raised; toasts wait until it is.
 */
export default function ToastHost() {
  const ui = useConfig(uiConfig);
  const [vertical, horizontal] = ui.toast.position.split('-') as [
    'top' | 'bottom',
    'left' | 'right',
  ];

  const layer = useToastLayer();
  useEffect(() => toastHostReady(notistack), []);
  return (
    <notistack.SnackbarProvider
      maxSnack={100}
      anchorOrigin={{ vertical, horizontal }}
      autoHideDuration={null}
      disableWindowBlurListener
      domRoot={layer}
      transitionDuration={{ enter: ui.toast.transitionMs, exit: ui.toast.transitionMs }}
      Components={{
        success: ToastItem,
        error: ToastItem,
        warning: ToastItem,
        info: ToastItem,
        default: ToastItem,
      }}
    />
  );
}
