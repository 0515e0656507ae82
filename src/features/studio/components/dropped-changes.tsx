import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { namesOnPath } from '@config/change-list';
import type { StaffConfigName } from '@config/registry';
import type { StudioVersion } from '../api/get-studio-version';
import { fieldWords } from '../model/describe-change';
import type { DraftFiles } from '../model/studio-section';

/**
 * Changes of a stored version this build could not take (their field is gone, or no longer
 * valid): listed with a short note, since those fields show their built-in value.
 */
export function DroppedChanges({
  dropped,
  files,
  title,
  note,
}: {
  dropped: StudioVersion['dropped'];
  /** The version's files, to name each field in words. */
  files: Partial<DraftFiles>;
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
          <Box component="li" key={`${d.file}${d.op}${d.path}`}>
            {fieldWords(
              d.file as StaffConfigName,
              d.path,
              namesOnPath(d.file as StaffConfigName, d.path, [files[d.file as StaffConfigName]]),
            )}{' '}
            <Box
              component="code"
              sx={{ fontSize: 12, color: 'text.secondary', wordBreak: 'break-all' }}
            >
              {d.file}#{d.path}
            </Box>
          </Box>
        ))}
      </Box>
    </Alert>
  );
}
