import {
  useId,
  useRef,
  useState,
  type ButtonHTMLAttributes,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { MenuItem, Submenu } from './menu-styles';

export interface DropdownMenuProps {
  label: ReactNode;
  /** More attributes of the trigger button (aria-current, aria-describedby). */
  triggerProps?: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'onClick'>;
  align?: 'right';
  columns?: 2;
  /** Shown beside the trigger, outside the submenu (the registration tooltip). */
  aside?: ReactNode;
  /** The submenu's <li> items. */
  children: ReactNode;
}

/**
 * A top-level header menu (decisions §2-3) as a disclosure: the mouse opens it on hover; the
 * keyboard opens it with Enter or Space on its button (aria-expanded). A closed submenu is not
 * displayed, so Tab passes from one menu button to the next and reaches the page after a handful
 * of presses instead of walking every hidden link. Escape or focus leaving the menu closes it.
 */
export function DropdownMenu({
  label,
  triggerProps,
  align,
  columns,
  aside,
  children,
}: DropdownMenuProps) {
  const [open, setOpen] = useState(false);
  const submenuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);

  const onBlur = (e: FocusEvent<HTMLLIElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (e.key !== 'Escape' || !open) return;
    e.stopPropagation();
    setOpen(false);
    trigger.current?.focus();
  };
  // A chosen item closes the menu. A button item (an action, logout) opens a dialog or asks
  // first: focus goes back to the menu button, so the dialog returns it there when it closes.
  const onItemClick = (e: MouseEvent<HTMLUListElement>) => {
    const target = e.target as HTMLElement;
    if (!target.closest('a, button')) return;
    setOpen(false);
    if (target.closest('button')) trigger.current?.focus();
  };

  return (
    <MenuItem onBlur={onBlur} onKeyDown={onKeyDown}>
      <button
        type="button"
        data-trigger=""
        ref={trigger}
        aria-expanded={open}
        aria-controls={submenuId}
        onClick={() => setOpen((o) => !o)}
        {...triggerProps}
      >
        {label}
      </button>
      {aside}
      <Submenu
        id={submenuId}
        data-submenu=""
        data-open={open || undefined}
        data-align={align}
        data-columns={columns}
        onClick={onItemClick}
      >
        {children}
      </Submenu>
    </MenuItem>
  );
}
