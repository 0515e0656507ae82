import { SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { palettes } from '@/theme/palette';
import { useToastTimer } from './use-toast-timer';

declare module 'notistack' {
  // Every variant carries its own display time (the image notice shows its error for 10 s).
  interface VariantOverrides {
    success: { hideAfterMs?: number };
    error: { hideAfterMs?: number };
    warning: { hideAfterMs?: number };
    info: { hideAfterMs?: number };
  }
}

const colours = {
  success: palettes.green[500],
  error: palettes.red[500],
  warning: palettes.yellow[700],
  info: palettes.blue[500],
  default: palettes.gray[800],
} as const;

type ToastItemProps = CustomContentProps & { hideAfterMs?: number };

/** One toast: role=status (alert for errors) whose text is exactly the content (decisions §7). */
export const ToastItem = forwardRef<HTMLDivElement, ToastItemProps>(function ToastItem(
  { id, message, variant, hideAfterMs },
  ref,
) {
  const ui = useConfig(uiConfig);

  const hover = useToastTimer(id, hideAfterMs ?? ui.toast.autoHideMs);
  return (
    <SnackbarContent ref={ref} {...hover}>
      <div
        role={variant === 'error' ? 'alert' : 'status'}
        data-toast-type={variant}
        style={{
          background: colours[variant],
          color: '#fff',
          padding: '12px 16px',
          borderRadius: 8,
          fontSize: 14,
          fontWeight: 500,
          minWidth: 280,
          maxWidth: 420,
          boxShadow: '0 4px 16px rgba(0,0,0,0.16)',
        }}
      >
        {message}
      </div>
    </SnackbarContent>
  );
});
