import MuiButton from '@mui/material/Button';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';
export type ButtonKind = 'primary' | 'secondary' | 'outline' | 'danger' | 'danger-outline' | 'link';

export interface ButtonProps {
  children: ReactNode;
  /** sm 28, md 36, lg 44, xl 56 px high (theme). */
  size?: ButtonSize;
  kind?: ButtonKind;
  type?: 'button' | 'submit' | 'reset';
  disabled?: boolean;
  onClick?: MouseEventHandler<HTMLElement>;
  /** Renders a real `<a href>` with client routing (link-styled or not). */
  to?: string;
  /** With `to`: router state for the page opened (the login page's return location). */
  state?: unknown;
  /** A plain `<a href>` to a file or another site (no client routing). */
  href?: string;
  /** With href: save the file instead of opening it. */
  download?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  'aria-label'?: string;
  'aria-haspopup'?: 'dialog' | 'menu';
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-current'?: 'page';
  /** data-* attributes for tests and analytics (e.g. data-product-type). */
  [data: `data-${string}`]: string | number | undefined;
}

/** The house button: four sizes and six kinds, one of them link-styled. */
export function Button({
  children,
  size = 'md',
  kind = 'primary',
  type = 'button',
  disabled,
  onClick,
  to,
  state,
  href,
  download,
  fullWidth,
  startIcon,
  ...aria
}: ButtonProps) {
  const variant =
    kind === 'primary' || kind === 'danger' ? 'contained' : kind === 'link' ? 'text' : 'outlined';
  const color =
    kind === 'danger' || kind === 'danger-outline'
      ? 'error'
      : kind === 'secondary'
        ? 'inherit'
        : 'primary';
  const linkSx =
    kind === 'link'
      ? {
          px: 0.5,
          minWidth: 0,
          textDecoration: 'underline',
          textUnderlineOffset: 3,
          '&:hover': { textDecoration: 'underline', bgcolor: 'transparent' },
        }
      : kind === 'secondary'
        ? { borderColor: 'divider', color: 'text.primary' }
        : kind === 'danger-outline'
          ? // error.main is too light for text on white (WCAG AA); the darker red passes.
            { borderColor: 'scale.red.700', color: 'scale.red.700' }
          : kind === 'danger'
            ? // White on error.main is 4.0:1, under AA for button text; the darker red is 6.6:1.
              { bgcolor: 'scale.red.700', '&:hover': { bgcolor: 'scale.red.900' } }
            : undefined;
  const shared = {
    size,
    variant,
    color,
    disabled,
    onClick,
    fullWidth,
    startIcon,
    sx: linkSx,
    'data-size': size,
    'data-kind': kind,
    ...aria,
  } as const;
  if (href)
    return (
      <MuiButton {...shared} href={href} download={download}>
        {children}
      </MuiButton>
    );
  if (to)
    return (
      <MuiButton {...shared} component={RouterLink} to={to} state={state}>
        {children}
      </MuiButton>
    );
  return (
    <MuiButton {...shared} type={type}>
      {children}
    </MuiButton>
  );
}
