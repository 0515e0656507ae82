// Scaffold: replaced by the reports feature.
export function RestrictionInfoDialog(_props: { open: boolean; onClose: () => void }) {
  return null;
}
