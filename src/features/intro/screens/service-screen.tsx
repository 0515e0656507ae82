import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useSession } from '@/session';
import { noticesQueryOptions } from '../api/get-notice-popup';

const serviceText = messages.pages.service;
type TabId = 'home' | 'notice' | 'faq';
const TABS: { id: TabId; to: string }[] = [
  { id: 'home', to: href('service') },
  { id: 'notice', to: href('service', { '*': 'notice' }) },
  { id: 'faq', to: href('service', { '*': 'faq' }) },
];

function CenterInfo() {
  const rows: [string, string][] = [
    [serviceText.phoneLabel, uiConfig.customerCenter.phone],
    [serviceText.adPhoneLabel, uiConfig.customerCenter.adPhone],
    [serviceText.hoursLabel, `${messages.footer.hours} · ${messages.footer.closed}`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '180px 1fr', rowGap: 2 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box sx={{ mt: 3 }}>
        <Button to={href('consult')} size="lg">
          {serviceText.consultLink}
        </Button>
      </Box>
    </Paper>
  );
}

function Faq() {
  return (
    <div>
      {Object.entries(serviceText.faq).map(([key, item]) => (
        <Accordion key={key} variant="outlined" disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`faq-${key}`}
            aria-controls={`faq-${key}-body`}
          >
            <Typography component="h2" variant="subtitle1">
              {item.q}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`faq-${key}-body`}>
            <Typography color="text.secondary">{item.a}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

function LoggedInNotices() {
  const q = useQuery(noticesQueryOptions());
  if (q.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={messages.common.loading} />
      </Box>
    );
  if (q.isError)
    return (
      <Alert severity="error">
        {errorMessage(q.error, messages.pages.common.loadFailed) ||
          messages.pages.common.loadFailed}
      </Alert>
    );
  if (q.data.length === 0) return <Alert severity="info">{serviceText.noticeEmpty}</Alert>;
  return (
    <div>
      {q.data.map((n) => (
        <Accordion key={n.seq} variant="outlined" disableGutters>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`notice-${n.seq}`}
            aria-controls={`notice-${n.seq}-body`}
          >
            <Typography component="h2" variant="subtitle1">
              {n.title}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`notice-${n.seq}-body`}>
            <Box
              sx={{ color: 'text.secondary' }}
              dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.content) }}
            />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}

function Notices() {
  const isAuth = useSession((s) => s.isAuth);
  return isAuth ? (
    <LoggedInNotices />
  ) : (
    <Alert severity="info">{serviceText.noticeLoginRequired}</Alert>
  );
}

export default function ServiceScreen() {
  const sub = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const tab: TabId = sub === 'notice' || sub === 'faq' ? sub : 'home';
  return (
    <Box sx={{ py: 6 }}>
      <Typography component="h1" variant="h3" sx={{ mb: 3 }}>
        {serviceText.title}
      </Typography>
      <Tabs
        value={tab}
        aria-label={serviceText.tabsLabel}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ id, to }) => (
          <Tab
            key={id}
            value={id}
            label={serviceText.tabs[id]}
            component={RouterLink}
            to={to}
            id={`service-tab-${id}`}
            aria-controls="service-panel"
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id="service-panel" aria-labelledby={`service-tab-${tab}`}>
        {tab === 'home' && <CenterInfo />}
        {tab === 'notice' && <Notices />}
        {tab === 'faq' && <Faq />}
      </Box>
    </Box>
  );
}
