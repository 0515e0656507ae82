import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';

const t = messages.pages.gongsilOverview;
const TABS = ['pick', 'all', 'preempt', 'complete'] as const;

/** A-76: /gongsil is an overview of the list tabs, no redirect. */
export default function GongsilOverviewScreen() {
  return (
    <Box sx={{ py: 6 }}>
      <Typography component="h1" variant="h3">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {t.lead}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(2, 1fr)',
          gap: 2,
        }}
      >
        {TABS.map((tab) => (
          <li key={tab}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea
                component={RouterLink}
                to={`/gongsil/list/${tab}`}
                sx={{ p: 3, height: '100%' }}
              >
                <Typography component="h2" variant="h6" sx={{ mb: 0.5 }}>
                  {messages.gongsil.tabs[tab]}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t.links[tab]}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
