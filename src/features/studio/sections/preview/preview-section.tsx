import Box from '@mui/material/Box';
import { useState } from 'react';
import { messages } from '@/generated/config/messages-studio';
import { fmt } from '@/lib/format-message';
import type { StudioSectionProps } from '../../model/studio-section';
import { AccountPicker } from './components/account-picker';
import { CataloguePreview } from './components/catalogue-preview';
import { ChainPreview } from './components/chain-preview';
import { MenuPreview } from './components/menu-preview';
import { currencyOf, previewCatalogue } from './model/catalogue-model';
import { previewChains, previewMenus } from './model/preview-model';
import { useAccountSession } from './model/use-account-session';

const t = messages.studioEditors.preview;

/**
 * Preview of the draft for one broker account, before publishing, in the studio page itself:
 * the draft never leaves the staff session (it came from the staff-only, no-store draft call)
 * and the account's values come from the staff-only account call.
 */
export default function PreviewSection({ files, activeFiles }: StudioSectionProps) {
  const [userId, setUserId] = useState<number | null>(null);
  const { session, account, error } = useAccountSession(userId);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.intro}</Box>
      <AccountPicker id="preview-account" value={userId} onChange={setUserId} />
      {error ? (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {messages.studioEditors.account.loadFailed}
        </Box>
      ) : null}
      {session && account ? (
        <Box
          aria-label={fmt(t.as, { email: account.email })}
          component="section"
          sx={{ display: 'grid', gap: 3 }}
        >
          <Box role="status" sx={{ fontWeight: 700 }}>
            {fmt(t.as, { email: account.email })}
          </Box>
          <MenuPreview groups={previewMenus(files, session)} />
          <ChainPreview chains={previewChains(files, session)} />
        </Box>
      ) : (
        <Box role="status" sx={{ color: 'text.secondary' }}>
          {t.pickFirst}
        </Box>
      )}
      <CataloguePreview
        groups={previewCatalogue(files.products, activeFiles.products)}
        currency={currencyOf(files.products)}
      />
    </Box>
  );
}
