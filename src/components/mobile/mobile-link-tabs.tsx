import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { TOUCH_PX } from './touch';

export interface MobileLinkTab {
  value: string;
  label: string;
  to: string;
}

/**
 * Tabs that are links (the address is the state), sized for a thumb: they share the width, and
 * the current one is marked for screen readers with aria-current.
 */
export function MobileLinkTabs({
  label,
  tabs,
  value,
}: {
  label: string;
  tabs: readonly MobileLinkTab[];
  value: string;
}) {
  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
        {tabs.map((tab) => {
          const current = tab.value === value;
          return (
            <Box component="li" key={tab.value} sx={{ flex: 1, minWidth: 0 }}>
              <Box
                component={Link}
                to={tab.to}
                replace
                aria-current={current ? 'page' : undefined}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  minHeight: TOUCH_PX,
                  px: 0.5,
                  fontSize: 15,
                  textAlign: 'center',
                  textDecoration: 'none',
                  color: current ? 'primary.main' : 'text.secondary',
                  fontWeight: current ? 700 : 500,
                  borderBottom: 3,
                  borderColor: current ? 'primary.main' : 'transparent',
                }}
              >
                {tab.label}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
