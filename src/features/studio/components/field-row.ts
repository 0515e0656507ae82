/**
 * The layout of an editor row (a popup step, a menu item, a check): its fields side by side in
 * `columns`, aligned at their tops so a field with a helper or problem line below it does not
 * push its neighbours down.
 */
export const fieldRow = (columns: string, gap = 2) =>
  ({ display: 'grid', gridTemplateColumns: columns, gap, alignItems: 'start' }) as const;
