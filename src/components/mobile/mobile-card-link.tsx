import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A whole card that opens a page: a title, a line under it, the chevron; one large target. */
export function MobileCardLink({
  to,
  title,
  note,
}: {
  to: string;
  title: string;
  note?: ReactNode;
}) {
  return (
    <Box
      component={Link}
      to={to}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        minHeight: 72,
        px: 2,
        py: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        color: 'text.primary',
        textDecoration: 'none',
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontSize: 17, fontWeight: 700 }}>{title}</Typography>
        {note && (
          <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.25 }}>
            {note}
          </Typography>
        )}
      </Box>
      <ChevronRight aria-hidden color="action" />
    </Box>
  );
}
