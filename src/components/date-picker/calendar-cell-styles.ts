/** The look every calendar button shares: keyboard focus ring and hover. */
export const focusRingSx = {
  '&:hover': { bgcolor: 'action.hover' },
  '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

/** A day, month or year cell; the chosen one is filled with the brand colour. */
export function cellSx(selected: boolean) {
  return {
    ...focusRingSx,
    fontSize: 13,
    fontWeight: selected ? 700 : 400,
    color: selected ? '#fff' : 'text.primary',
    bgcolor: selected ? 'primary.dark' : 'transparent',
    '&.Mui-disabled': { color: 'text.disabled' },
    '&:hover': { bgcolor: selected ? 'scale.brand.900' : 'action.hover' },
  } as const;
}

/** Roving tab stop: only the cursor cell is in the Tab order and takes focus after a move. */
export const cursorProps = (isCursor: boolean) => ({
  tabIndex: isCursor ? 0 : -1,
  'data-cursor': isCursor ? 'true' : undefined,
});
