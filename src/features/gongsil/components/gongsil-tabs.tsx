import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';
import type { GongsilCounts, GongsilTab } from '../model/gongsil-query';
import { tabCount } from '../model/list-view';
import { TAB_PANEL_ID, tabId } from './gongsil-tab-ids';

const TAB_HEIGHT = 48;

/** role=tablist with one role=tab per visible tab, labelled "중개의뢰 17". A skeleton of the same height while the counts load. */
export function GongsilTabs({
  tabs,
  counts,
  value,
  loading,
  onChange,
}: {
  tabs: GongsilTab[];
  counts: GongsilCounts;
  value: GongsilTab;
  loading: boolean;
  onChange: (tab: GongsilTab) => void;
}) {
  const gongsilText = useConfig(messages.gongsil);

  if (loading)
    return (
      <Box
        sx={{
          // The same outer height as the tab bar below, border included, so nothing under it moves.
          height: TAB_HEIGHT,
          boxSizing: 'content-box',
          borderBottom: 1,
          borderColor: 'divider',
          display: 'flex',
          gap: 2,
          alignItems: 'center',
        }}
        aria-hidden
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="text" width={88} height={28} />
        ))}
      </Box>
    );
  return (
    <Tabs
      value={value}
      onChange={(_, v: GongsilTab) => onChange(v)}
      aria-label={gongsilText.tabsLabel}
      sx={{ minHeight: TAB_HEIGHT, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          id={tabId(tab)}
          aria-controls={TAB_PANEL_ID}
          label={fmt(gongsilText.tabWithCount, {
            label: gongsilText.tabs[tab],
            n: formatNumber(tabCount(tab, counts)),
          })}
          sx={{ minHeight: TAB_HEIGHT, fontSize: 16, fontWeight: 600 }}
        />
      ))}
    </Tabs>
  );
}
