import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useMemo, useRef, useState } from 'react';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { StudioSectionProps } from '../../model/studio-section';
import { AccountPicker } from './components/account-picker';
import { draftConditionTrees } from './model/draft-conditions';
import { draftOverlay } from './model/draft-overlay';
import { useAccountSession } from './model/use-account-session';
import { useFrameDraft } from './model/use-frame-draft';

/**
 * Preview of the draft for one broker account, before publishing: the real broker screens (the
 * header, the popups, the purchase page) in a frame of this origin that renders them with the
 * draft. The draft never leaves the staff session (it came from the staff-only, no-store draft
 * call and is posted to the frame only) and the account's values come from the staff-only
 * account call.
 */
export default function PreviewSection({ files }: StudioSectionProps) {
  const t = useConfig(messages.studioEditors).preview;
  const studioEditorsText = useConfig(messages.studioEditors);

  const [userId, setUserId] = useState<number | null>(null);
  const { info, account, error } = useAccountSession(userId);
  const frame = useRef<HTMLIFrameElement>(null);
  const overlay = useMemo(() => draftOverlay(files), [files]);
  const conditions = useMemo(() => draftConditionTrees(files), [files]);
  const draft = useMemo(
    () => (info && account ? { overlay, conditions, info, email: account.email } : null),
    [overlay, conditions, info, account],
  );
  useFrameDraft(frame, draft);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.intro}</Box>
      <AccountPicker id="preview-account" value={userId} onChange={setUserId} />
      {error ? (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {studioEditorsText.account.loadFailed}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box role="status" sx={{ fontWeight: 700 }}>
          {account ? fmt(t.as, { email: account.email }) : t.pickFirst}
        </Box>
        <Chip size="small" color="warning" variant="outlined" label={t.unpublished} />
      </Box>
      <Box
        component="iframe"
        ref={frame}
        src={href('preview-frame')}
        title={t.frameTitle}
        sx={{
          width: '100%',
          height: 960,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      />
    </Box>
  );
}
