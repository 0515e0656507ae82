// Scaffold: replaced by the reports feature.
export interface ReportHistoryDialogProps {
  open: boolean;
  initialTab: 'PROCESSING_DETAILS' | 'PENALTY';
  onClose: () => void;
}

export function ReportHistoryDialog(_props: ReportHistoryDialogProps) {
  return null;
}
