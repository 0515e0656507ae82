import { SnackbarContent, type CustomContentProps } from 'notistack';
import { forwardRef } from 'react';
import { palettes } from '@/theme/palette';

const colours = {
  success: palettes.green[500],
  error: palettes.red[500],
  warning: palettes.yellow[700],
  info: palettes.blue[500],
  default: palettes.gray[800],
} as const;

/** One toast: role=status (alert for errors) whose text is exactly the content (decisions §7). */
export const ToastItem = forwardRef<HTMLDivElement, CustomContentProps>(function ToastItem(
  { message, variant },
  ref,
) {
  return (
    <SnackbarContent ref={ref}>
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
