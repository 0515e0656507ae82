import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { kisoPenaltyQueryOptions } from '@/api/queries/kiso-penalty';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { restrictionEndText } from './restriction-end-text';

/**
 * The user's registration restriction in force and when it lifts, read from the penalty tab's
 * own answer so the popups and the tab name the same moment. Nothing while none is in force.
 */
export function RestrictionEnd() {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const reportsText = useConfig(messages.reports);

  const { data } = useQuery(kisoPenaltyQueryOptions());
  if (!data?.restrictionEnd) return null;
  return (
    <Alert severity="warning" data-testid="restriction-end" sx={{ mb: 2 }}>
      {fmt(reportsText.restrictionEnd.active, {
        date: restrictionEndText(data.restrictionEnd),
      })}
    </Alert>
  );
}
