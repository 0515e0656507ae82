import MuiButton from '@mui/material/Button';
import type { MouseEventHandler, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl';
export type ButtonKind = 'primary' | 'secondary' | 'outline' | 'danger' | 'link';

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
  fullWidth?: boolean;
  startIcon?: ReactNode;
  'aria-label'?: string;
  'aria-haspopup'?: 'dialog';
}

/** The house button: four sizes and five kinds, one of them link-styled. */
export function Button({
  children,
  size = 'md',
  kind = 'primary',
  type = 'button',
  disabled,
  onClick,
  to,
  fullWidth,
  startIcon,
  ...aria
}: ButtonProps) {
  const variant =
    kind === 'primary' || kind === 'danger' ? 'contained' : kind === 'link' ? 'text' : 'outlined';
  const color = kind === 'danger' ? 'error' : kind === 'secondary' ? 'inherit' : 'primary';
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
        : undefined;
  const common = {
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
  if (to)
    return (
      <MuiButton {...common} component={RouterLink} to={to}>
        {children}
      </MuiButton>
    );
  return (
    <MuiButton {...common} type={type}>
      {children}
    </MuiButton>
  );
}
