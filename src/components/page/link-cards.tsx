import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

export interface LinkCard {
  to: string;
  title: string;
  body: string;
}

/** Sub-pages of an area as cards, each with a line on what it is for. */
export function LinkCards({ items, columns = 2 }: { items: LinkCard[]; columns?: number }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${columns}, 1fr)`,
        gap: 2,
      }}
    >
      {items.map((item) => (
        <li key={item.to}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={item.to} sx={{ p: 3, height: '100%' }}>
              <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
                {item.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {item.body}
              </Typography>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
