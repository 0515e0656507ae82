/** The smallest touch target of the mobile pages: 44 × 44 CSS px (WCAG 2.5.5). */
export const TOUCH_PX = 44;

/** A box at least one touch target large, its content centred. */
export const TOUCH = {
  minWidth: TOUCH_PX,
  minHeight: TOUCH_PX,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;
