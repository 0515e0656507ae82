import Box from '@mui/material/Box';

/** Problems that name a whole row or list rather than one of its fields, shown with it. */
export function ProblemLines({ lines }: { lines: readonly string[] }) {
  if (!lines.length) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', color: 'error.main', fontSize: 13 }}>
      {lines.map((l) => (
        <div key={l}>{l}</div>
      ))}
    </Box>
  );
}
