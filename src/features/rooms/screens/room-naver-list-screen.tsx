import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { RoomStatusPage } from '../components/room-status-page';

const countUnit = (n: string) => fmt(readConfig(messages.pages.dashboard).countUnit, { n });

/** No naver list call exists in the spec: an honest view of the naver facts the session holds. */
export default function RoomNaverListScreen() {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const naverText = useConfig(messages.pages.rooms).naver;
  const commonText = useConfig(messages.pages.common);

  const s = useSession();
  return (
    <RoomStatusPage
      title={naverText.title}
      lead={naverText.lead}
      warning={!s.hasNaverItem && naverText.noItem}
      rows={[
        [naverText.itemLabel, s.hasNaverItem ? commonText.inUse : commonText.notInUse],
        [naverText.reportLabel, countUnit(s.naverReportCountStr)],
        [naverText.sameAddressLabel, countUnit(s.naverSameAddressTradeCompleteCountStr)],
      ]}
      toDabangLabel={naverText.toDabang}
      buy={!s.hasNaverItem && { to: href('intro', { '*': 'product/naver' }), label: naverText.buy }}
    />
  );
}
