import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { useSession } from '@/session';

const t = messages.pages.productOverview;
const LINKS = [
  { to: '/product/purchase', key: 'purchase' },
  { to: '/product/list/using', key: 'using' },
  { to: '/product/payment-list', key: 'paymentList' },
] as const;

/** A-76: /product is an overview of its sub-pages, no redirect. */
export default function ProductOverviewScreen() {
  const isMaster = useSession((s) => s.isMaster);
  return (
    <Box sx={{ py: 6 }}>
      <Typography component="h1" variant="h3">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t.lead}
      </Typography>
      {!isMaster && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t.notMaster}
        </Alert>
      )}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gap: 2,
        }}
      >
        {LINKS.map(({ to, key }) => (
          <li key={key}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={to} sx={{ p: 3, height: '100%' }}>
                <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
                  {t.links[key].title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.links[key].body}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
