import Box from '@mui/material/Box';
import { messages } from '@/generated/config/messages-studio';
import { fmt } from '@/lib/format-message';
import { stepLabel } from '../../chain/model/step-label';
import type { ChainPreview as Chain } from '../model/preview-model';

const t = messages.studioEditors.preview;

/** The popups each chain opens for the account, one after another. */
export function ChainPreview({ chains }: { chains: readonly Chain[] }) {
  return (
    <Box
      component="section"
      aria-labelledby="preview-popups-title"
      sx={{ display: 'grid', gap: 1 }}
    >
      <Box component="h3" id="preview-popups-title" sx={{ m: 0, fontSize: 18 }}>
        {t.popups}
      </Box>
      <Box sx={{ fontSize: 12, color: 'text.secondary' }}>{t.popupsNote}</Box>
      {chains.map((c) => (
        <Box key={c.id} sx={{ display: 'grid', gap: 1 }}>
          <Box sx={{ fontWeight: 600 }}>
            {fmt(messages.studioEditors.chain.chainTitle, { id: c.id, path: c.path })}
          </Box>
          {c.steps.length ? (
            <Box
              component="ol"
              aria-label={c.path}
              sx={{ display: 'flex', gap: 1.5, m: 0, p: 0, listStyle: 'none' }}
            >
              {c.steps.map((s, i) => (
                <Box
                  component="li"
                  key={s.id}
                  sx={{
                    width: 180,
                    p: 1.5,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 1,
                    boxShadow: 1,
                    bgcolor: 'background.paper',
                  }}
                >
                  <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                    {fmt(messages.studioEditors.chain.order, { n: i + 1 })}
                  </Box>
                  <Box sx={{ fontWeight: 700 }}>{stepLabel(s.type)}</Box>
                  {s.cookieDays ? (
                    <Box sx={{ fontSize: 12, color: 'text.secondary' }}>
                      {fmt(messages.studioEditors.who.cookieNote, { days: s.cookieDays })}
                    </Box>
                  ) : null}
                </Box>
              ))}
            </Box>
          ) : (
            <Box role="status" sx={{ color: 'text.secondary' }}>
              {t.noPopups}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
