import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { StudioVersion } from '../api/get-studio-version';

/**
 * Changes of a stored version this build could not take (their field is gone, or no longer
 * valid): listed with a short note, since those fields show their built-in value.
 */
export function DroppedChanges({
  dropped,
  title,
  note,
}: {
  dropped: StudioVersion['dropped'];
  title: string;
  note: string;
}) {
  if (!dropped.length) return null;
  return (
    <Alert severity="warning" data-testid="dropped-changes">
      <Box sx={{ fontWeight: 700 }}>{title}</Box>
      <Box>{note}</Box>
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {dropped.map((d) => (
          <Box component="li" key={`${d.op}${d.path}`}>
            <Box component="code" sx={{ fontSize: 13, wordBreak: 'break-all' }}>
              {d.path}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
