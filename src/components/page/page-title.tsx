import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The page's single h1 and its lead line. */
export function PageTitle({ title, lead }: { title: string; lead?: string }) {
  return (
    <Box sx={{ mb: 4 }}>
      <Typography component="h1" variant="h3">
        {title}
      </Typography>
      {lead && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {lead}
        </Typography>
      )}
    </Box>
  );
}
