import Box from '@mui/material/Box';
import { LinkCards, type LinkCard } from '@/components/page/link-cards';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';

export default function RoomOverviewScreen() {
  const t = useConfig(messages.pages.rooms).overview;

  const hasNaver = useSession((s) => s.hasNaverItem);
  const serve = useSession((s) => s.isServeUser);
  const items: LinkCard[] = [
    { to: href('room-dabang-list'), ...t.links.dabang },
    ...(hasNaver ? [{ to: href('room-naver-list'), ...t.links.naver }] : []),
    ...(serve
      ? [
          { to: href('room-serve-apt'), ...t.links.serveApt },
          { to: href('room-serve-officetel'), ...t.links.serveOfficetel },
        ]
      : []),
    { to: href('form'), ...t.links.form },
  ];
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <LinkCards items={items} />
    </Box>
  );
}
