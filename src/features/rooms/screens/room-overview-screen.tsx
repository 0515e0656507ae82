import Box from '@mui/material/Box';
import { LinkCards, type LinkCard } from '@/components/page/link-cards';
import { messages } from '@/generated/config/messages';
import { useSession } from '@/session';
import { PageTitle } from '../components/page-title';

const t = messages.pages.rooms.overview;

export default function RoomOverviewScreen() {
  const hasNaver = useSession((s) => s.hasNaverItem);
  const serve = useSession((s) => s.isServeUser);
  const items: LinkCard[] = [
    { to: '/room/dabang-list', ...t.links.dabang },
    ...(hasNaver ? [{ to: '/room/naver-list', ...t.links.naver }] : []),
    ...(serve
      ? [
          { to: '/room/serve-list-apt', ...t.links.serveApt },
          { to: '/room/serve-list-officetel', ...t.links.serveOfficetel },
        ]
      : []),
    { to: '/form', ...t.links.form },
  ];
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <LinkCards items={items} />
    </Box>
  );
}
