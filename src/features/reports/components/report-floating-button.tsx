// Scaffold: replaced by the reports feature.
export function ReportFloatingButton() {
  return null;
}
