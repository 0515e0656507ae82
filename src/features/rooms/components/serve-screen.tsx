import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { RoomStatusPage } from './room-status-page';

/** Serve (apartment / officetel) management: the item state the session holds, no invented rows. */
export function ServeScreen({ kind }: { kind: 'apt' | 'officetel' }) {
  const serveText = useConfig(messages.pages.rooms).serve;
  const commonText = useConfig(messages.pages.common);

  const s = useSession();
  const itemUsed = kind === 'apt' ? s.isServeItemUsedApt : s.isServeItemUsedOfficetel;
  const itemRequired = kind === 'apt' ? serveText.aptRequired : serveText.officetelRequired;
  return (
    <RoomStatusPage
      title={kind === 'apt' ? serveText.aptTitle : serveText.officetelTitle}
      lead={serveText.lead}
      warning={!s.isServeUser ? serveText.notServeUser : !itemUsed && itemRequired}
      rows={[
        [serveText.serveUser, s.isServeUser ? commonText.met : commonText.notMet],
        [serveText.itemLabel, itemUsed ? commonText.inUse : commonText.notInUse],
      ]}
      toDabangLabel={serveText.toDabang}
      buy={
        s.isServeUser &&
        !itemUsed &&
        s.isMaster && { to: href('product-purchase'), label: serveText.buy }
      }
    />
  );
}
