import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * What a guard shows instead of a screen the user may not open (master-only, staff-only): a
 * Korean notice read out as an alert, where the screen would have been.
 */
export function GuardNotice({ text }: { text: string }) {
  return (
    <Box component="section" sx={{ py: 6 }}>
      <Alert severity="info" role="alert">
        {text}
      </Alert>
    </Box>
  );
}
