import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Stack from '@mui/material/Stack';
import { useEffect, type ReactNode } from 'react';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { DraftFiles } from '../model/studio-section';
import type { StudioDraftApi } from '../model/use-studio-draft';

/** Text being typed keeps the browser's own undo of that text; elsewhere the keys undo the draft. */
function typingText(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return (
    target instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'button', 'submit', 'range', 'color', 'file'].includes(target.type)
  );
}

/**
 * Undo and redo of the draft's edits (buttons, and Ctrl+Z / Ctrl+Shift+Z or Ctrl+Y; ⌘ on a Mac)
 * and discarding the draft back to the active version after a confirmation (itself a step to
 * undo). `children` are further tools (the import).
 */
export function DraftTools({
  draft,
  activeFiles,
  changeCount,
  children,
}: {
  draft: Pick<
    StudioDraftApi,
    'undo' | 'redo' | 'canUndo' | 'canRedo' | 'replaceAll' | 'activeVersion'
  >;
  activeFiles: DraftFiles;
  /** How many changes the draft makes (nothing to discard at 0). */
  changeCount: number;
  children?: ReactNode;
}) {
  const t = useConfig(messages.studio).draftTools;
  const { undo, redo } = draft;

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey) || e.altKey || e.isComposing || typingText(e.target)) return;
      const key = e.key.toLowerCase();
      const back = key === 'z' && !e.shiftKey;
      const forward = (key === 'z' && e.shiftKey) || (key === 'y' && !e.shiftKey);
      if (!back && !forward) return;
      e.preventDefault();
      if (back) undo();
      else redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo, redo]);

  const onDiscard = () => {
    if (!window.confirm(fmt(t.discardConfirm, { n: changeCount, version: draft.activeVersion })))
      return;
    draft.replaceAll(activeFiles);
    toast.success(fmt(t.discarded, { version: draft.activeVersion }));
  };

  return (
    <Stack
      direction="row"
      spacing={1}
      role="toolbar"
      aria-label={t.label}
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <Button
        size="sm"
        kind="outline"
        startIcon={<UndoIcon fontSize="small" />}
        disabled={!draft.canUndo}
        onClick={() => undo()}
        aria-label={t.undoLabel}
      >
        {t.undo}
      </Button>
      <Button
        size="sm"
        kind="outline"
        startIcon={<RedoIcon fontSize="small" />}
        disabled={!draft.canRedo}
        onClick={() => redo()}
        aria-label={t.redoLabel}
      >
        {t.redo}
      </Button>
      <Button size="sm" kind="danger-outline" disabled={changeCount === 0} onClick={onDiscard}>
        {t.discard}
      </Button>
      {children}
    </Stack>
  );
}
