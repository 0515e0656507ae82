import { requestToastHost } from './toast-host-state';

export type ToastType = 'success' | 'info' | 'warning' | 'error';

/**
 * Shows a toast. Empty, null or undefined text is ignored (seed 000 §5), which is also how
 * cancelled requests and the ignored 412 stay silent.
 */
export function toast(
  type: ToastType,
  content: string | null | undefined,
  opts: { durationMs?: number } = {},
): void {
  if (content === undefined || content === null || content === '') return;
  requestToastHost()
    .then((m) => m.enqueueSnackbar(content, { variant: type, hideAfterMs: opts.durationMs }))
    .catch((e: unknown) => console.error('toast container failed to load', content, e));
}

toast.success = (c: string | null | undefined) => toast('success', c);
toast.info = (c: string | null | undefined) => toast('info', c);
toast.warning = (c: string | null | undefined) => toast('warning', c);
toast.error = (c: string | null | undefined, opts?: { durationMs?: number }) =>
  toast('error', c, opts);
