// Scaffold: replaced by the reports feature.
export function FormEntryGate() {
  return null;
}
