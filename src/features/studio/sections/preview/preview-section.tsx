import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { Select } from '@/components/form/select';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { studioRolloutQueryOptions } from '../../api/get-studio-rollout';
import type { StudioFiles, StudioSectionProps } from '../../model/studio-section';
import { AccountPicker } from './components/account-picker';
import { draftConditionTrees } from './model/draft-conditions';
import { draftOverlay } from './model/draft-overlay';
import { useAccountSession } from './model/use-account-session';
import { useFrameDraft } from './model/use-frame-draft';

type Source = 'draft' | 'live';

/**
 * Preview for one broker account: the real broker screens (the header, the popups, the purchase
 * page) in a frame of this origin that renders them with the draft, or with what that office
 * gets now (the live rollout's files when its office is in the segment, the active version
 * otherwise). The draft never leaves the staff session (it came from the staff-only, no-store
 * draft call and is posted to the frame only) and the account's values come from the staff-only
 * account call.
 */
export default function PreviewSection({ files, activeFiles }: StudioSectionProps) {
  const t = useConfig(messages.studioEditors).preview;
  const studioEditorsText = useConfig(messages.studioEditors);
  const r = useConfig(messages.studioReview).rollouts;

  const [userId, setUserId] = useState<number | null>(null);
  const [source, setSource] = useState<Source>('draft');
  const { info, account, error, rollout } = useAccountSession(userId);
  const segment = useQuery({
    ...studioRolloutQueryOptions(rollout?.id ?? 0),
    enabled: !!rollout?.inSegment,
  });
  const frame = useRef<HTMLIFrameElement>(null);
  const shown: StudioFiles | null = useMemo(() => {
    if (source === 'draft') return files;
    if (!rollout?.inSegment) return activeFiles;
    return segment.data ? { ...files, ...segment.data.files } : null;
  }, [source, files, activeFiles, rollout, segment.data]);
  const overlay = useMemo(() => (shown ? draftOverlay(shown) : null), [shown]);
  const conditions = useMemo(() => (shown ? draftConditionTrees(shown) : null), [shown]);
  const draft = useMemo(
    () =>
      info && account && overlay && conditions
        ? { overlay, conditions, info, email: account.email }
        : null,
    [overlay, conditions, info, account],
  );
  useFrameDraft(frame, draft);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.intro}</Box>
      <AccountPicker id="preview-account" value={userId} onChange={setUserId} />
      <Select
        id="preview-source"
        label={r.previewSource}
        value={source}
        onChange={(v) => setSource(v as Source)}
        placeholder={false}
        width={320}
        options={[
          { value: 'draft', label: r.previewDraft },
          { value: 'live', label: r.previewLive },
        ]}
      />
      {error ? (
        <Box role="alert" sx={{ color: 'error.main' }}>
          {studioEditorsText.account.loadFailed}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Box role="status" sx={{ fontWeight: 700 }}>
          {account ? fmt(t.as, { email: account.email }) : t.pickFirst}
        </Box>
        {source === 'draft' && (
          <Chip size="small" color="warning" variant="outlined" label={t.unpublished} />
        )}
        {rollout && (
          <Chip
            size="small"
            data-testid="preview-segment"
            color={rollout.inSegment ? 'info' : 'default'}
            label={fmt(rollout.inSegment ? r.inSegment : r.outOfSegment, { id: rollout.id })}
          />
        )}
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
