import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { Button } from '@/components/form/button';
import { FactRows, type FactRow } from '@/components/page/fact-list';
import { LinkTabsPage } from '@/components/page/link-tabs-page';
import { QueryView } from '@/components/page/query-view';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { useSession } from '@/session';
import { noticesQueryOptions } from '../api/get-notice-popup';

type TabId = 'home' | 'notice' | 'faq';
const TABS: { id: TabId; to: string }[] = [
  { id: 'home', to: href('service') },
  { id: 'notice', to: href('service', { '*': 'notice' }) },
  { id: 'faq', to: href('service', { '*': 'faq' }) },
];

function CenterInfo() {
  const serviceText = useConfig(messages.pages.service);
  const ui = useConfig(uiConfig);
  const footerText = useConfig(messages.footer);

  const rows: FactRow[] = [
    [serviceText.phoneLabel, ui.customerCenter.phone],
    [serviceText.adPhoneLabel, ui.customerCenter.adPhone],
    [serviceText.hoursLabel, `${footerText.hours} · ${footerText.closed}`],
  ];
  return (
    <Paper variant="outlined" sx={{ p: 4 }}>
      <FactRows rows={rows} columns="180px 1fr" rowGap={2} valueSx={{ fontWeight: 700 }} />
      <Box sx={{ mt: 3 }}>
        <Button to={href('consult')} size="lg">
          {serviceText.consultLink}
        </Button>
      </Box>
    </Paper>
  );
}

function Faq() {
  const serviceText = useConfig(messages.pages.service);

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
  const serviceText = useConfig(messages.pages.service);

  const q = useQuery(noticesQueryOptions());
  return (
    <QueryView query={q} py={6}>
      {(notices) =>
        notices.length === 0 ? (
          <Alert severity="info">{serviceText.noticeEmpty}</Alert>
        ) : (
          <div>
            {notices.map((n) => (
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
        )
      }
    </QueryView>
  );
}

function Notices() {
  const serviceText = useConfig(messages.pages.service);

  const isAuth = useSession((s) => s.isAuth);
  return isAuth ? (
    <LoggedInNotices />
  ) : (
    <Alert severity="info">{serviceText.noticeLoginRequired}</Alert>
  );
}

export default function ServiceScreen() {
  const serviceText = useConfig(messages.pages.service);

  const sub = (useParams()['*'] ?? '').replace(/\/+$/, '');
  const tab: TabId = sub === 'notice' || sub === 'faq' ? sub : 'home';
  return (
    <LinkTabsPage
      title={serviceText.title}
      tabsLabel={serviceText.tabsLabel}
      idPrefix="service"
      tabs={TABS.map(({ id, to }) => ({ value: id, to, label: serviceText.tabs[id] }))}
      value={tab}
    >
      {tab === 'home' && <CenterInfo />}
      {tab === 'notice' && <Notices />}
      {tab === 'faq' && <Faq />}
    </LinkTabsPage>
  );
}
