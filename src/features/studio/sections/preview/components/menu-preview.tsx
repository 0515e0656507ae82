import Box from '@mui/material/Box';
import { messages } from '@/generated/config/messages-studio';
import { uiConfig } from '@/generated/config/ui';
import { fmt } from '@/lib/format-message';
import type { MenuPreviewGroup } from '../model/preview-model';

const t = messages.studioEditors.preview;

/** The header bar as the account sees it: visible groups open, their items listed. */
export function MenuPreview({ groups }: { groups: readonly MenuPreviewGroup[] }) {
  const shown = groups.filter((g) => g.visible);
  return (
    <Box component="section" aria-labelledby="preview-menus-title" sx={{ display: 'grid', gap: 1 }}>
      <Box component="h3" id="preview-menus-title" sx={{ m: 0, fontSize: 18 }}>
        {t.menus}
      </Box>
      <Box
        component="nav"
        aria-label={t.menus}
        sx={{
          display: 'flex',
          gap: 3,
          alignItems: 'flex-start',
          minHeight: uiConfig.layout.headerHeight,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        {shown.map((g) => (
          <Box key={g.key} sx={{ minWidth: 160 }}>
            <Box sx={{ fontWeight: 700, mb: 1 }}>{g.label}</Box>
            <Box
              component="ul"
              aria-label={g.label}
              sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
            >
              {g.items.map((item) => (
                <Box component="li" key={item.key} sx={{ fontSize: 14 }}>
                  {item.label}
                  {item.denied ? (
                    <Box sx={{ fontSize: 12, color: 'warning.dark' }}>
                      {fmt(t.denied, { text: item.denied })}
                    </Box>
                  ) : null}
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
