import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** One tab: its value, label and address are the MUI Tab's own props. */
export interface LinkTab<T extends string> {
  value: T;
  label: string;
  /** Each tab is an address of its own, so a tab can be linked to and survives a reload. */
  to: string;
}

export interface LinkTabsPageProps<T extends string> {
  title: string;
  tabsLabel: string;
  /** Prefix of the tab and panel element ids (`{idPrefix}-tab-{value}`, `{idPrefix}-panel`). */
  idPrefix: string;
  tabs: readonly LinkTab<T>[];
  value: T;
  children: ReactNode;
}

/** A page whose h1 stands over link tabs, and the one tab panel they control. */
export function LinkTabsPage<T extends string>({
  title,
  tabsLabel,
  idPrefix,
  tabs,
  value,
  children,
}: LinkTabsPageProps<T>) {
  const panelId = `${idPrefix}-panel`;
  return (
    <Box sx={{ py: 6 }}>
      <Typography component="h1" variant="h3" sx={{ mb: 3 }}>
        {title}
      </Typography>
      <Tabs
        value={value}
        aria-label={tabsLabel}
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            {...tab}
            component={RouterLink}
            id={`${idPrefix}-tab-${tab.value}`}
            aria-controls={panelId}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={`${idPrefix}-tab-${value}`}>
        {children}
      </Box>
    </Box>
  );
}
