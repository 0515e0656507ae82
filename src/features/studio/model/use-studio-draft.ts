import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { CONFIG_SCHEMAS } from '@config/files';
import { diffOverlay } from '@config/overlay-diff';
import type { StaffConfigName } from '@config/registry';
import { studioDraftQueryOptions, type StudioDraft } from '../api/get-studio-draft';
import { getStudioVersion, studioVersionQueryOptions } from '../api/get-studio-version';
import {
  draftConflicts,
  putStudioDraft,
  type FieldConflict,
  type Resolutions,
} from '../api/put-studio-draft';
import { studioKeys } from '../api/query-keys';
import { keepEditsSince } from './draft-merge';
import type { DraftFiles, StudioProblem } from './studio-section';
import { emptyUndo, recordEdit, redoEdit, undoEdit, type UndoStack } from './undo-stack';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'error' | 'conflict';

/** Fields both this staff member and a version published meanwhile changed: staff choose. */
export interface DraftConflicts {
  /** The version this edit started from. */
  baseVersion: number;
  /** The version published meanwhile. */
  activeVersion: number;
  conflicts: FieldConflict[];
}

interface Editing {
  files: DraftFiles;
  baseVersion: number;
  etag: string;
  problems: StudioProblem[];
}

const fromDraft = (d: StudioDraft): Editing => ({
  files: d.files,
  baseVersion: d.baseVersion,
  etag: d.etag,
  problems: d.problems,
});

/** Edits are saved this long after the last change (typing never waits for the server). */
export const AUTOSAVE_MS = 800;

/** Where an edit changed a file: the keyed paths of its changes (a burst of typing has one). */
function placeOf<K extends StaffConfigName>(file: K, before: DraftFiles[K], next: DraftFiles[K]) {
  const paths = diffOverlay(CONFIG_SCHEMAS[file], before, next).map((op) => op.path);
  return `${file}#${paths.join('|')}`;
}

/**
 * The staff draft: loaded from the server (so it survives a reload), edited in memory, saved
 * after a pause in editing or at once with `save()`. A save on a version older than the active
 * one is merged by the server field by field: the merged files replace the draft (`merged` names
 * the version whose changes joined it). Only a field both sides changed stops the saving
 * (`conflicts`) until staff choose per field with `resolve(choices)`.
 */
export function useStudioDraft() {
  const client = useQueryClient();
  const draft = useQuery(studioDraftQueryOptions());
  // In-memory edits belong to the draft they started from: a reloaded draft replaces them.
  const [local, setLocal] = useState<{ from: StudioDraft; value: Editing } | null>(null);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState('');
  const [conflicts, setConflicts] = useState<DraftConflicts | null>(null);
  const [merged, setMerged] = useState<{ version: number } | null>(null);
  const latest = useRef<Editing | null>(null);
  const edits = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const waiting = useRef(false);
  const loaded = draft.data;
  const editing = loaded && local?.from === loaded ? local.value : loaded && fromDraft(loaded);
  // Undo and redo belong to the draft, like the edits: a reloaded or merged draft starts anew.
  const undo = useRef<{ from?: StudioDraft; stack: UndoStack<DraftFiles> }>({ stack: emptyUndo() });
  const [steps, setSteps] = useState<{ from?: StudioDraft; undo: number; redo: number }>({
    undo: 0,
    redo: 0,
  });
  const undoStack = useCallback(
    () => (undo.current.from === loaded ? undo.current.stack : emptyUndo<DraftFiles>()),
    [loaded],
  );
  const setUndo = useCallback(
    (stack: UndoStack<DraftFiles>) => {
      undo.current = { from: loaded, stack };
      setSteps({ from: loaded, undo: stack.past.length, redo: stack.future.length });
    },
    [loaded],
  );
  const setEditing = useCallback(
    (value: Editing) => {
      latest.current = value;
      if (loaded) setLocal({ from: loaded, value });
    },
    [loaded],
  );
  useEffect(() => {
    if (!loaded) return;
    latest.current = fromDraft(loaded);
    waiting.current = false;
  }, [loaded]);

  // The newest version this page knows to be active: a save moves the draft onto it.
  const activeVersion = Math.max(
    loaded?.activeVersion ?? 0,
    editing?.baseVersion ?? 0,
    conflicts?.activeVersion ?? 0,
  );
  // The version before stays on screen while a newer one loads: the editors never unmount.
  const active = useQuery({
    ...studioVersionQueryOptions(activeVersion),
    enabled: !!loaded,
    placeholderData: keepPreviousData,
  });

  /** A version published meanwhile changed fields this draft changed too: wait for staff. */
  const showConflicts = useCallback((found: Omit<DraftConflicts, 'baseVersion'>) => {
    window.clearTimeout(timer.current);
    waiting.current = true;
    setConflicts({ ...found, baseVersion: latest.current?.baseVersion ?? 0 });
    setStatus('conflict');
    setError('');
  }, []);

  const saveNow = useCallback(
    async (resolutions?: Resolutions): Promise<boolean> => {
      const sent = latest.current;
      if (!sent) return false;
      const seen = edits.current;
      setStatus('saving');
      try {
        const r = await putStudioDraft({ ...sent, resolutions });
        const now = latest.current!;
        setEditing({
          files: r.files ? keepEditsSince(sent.files, now.files, r.files) : now.files,
          baseVersion: r.baseVersion,
          etag: r.etag,
          problems: r.problems,
        });
        // Staff chose every clash themselves; a merge without asking is said in a notice.
        if (r.files && !resolutions) setMerged({ version: r.baseVersion });
        // Earlier steps lack what the merge brought in: undoing one would take it out again.
        if (r.files) setUndo(emptyUndo());
        setConflicts(null);
        setError('');
        setStatus(edits.current === seen ? 'saved' : 'dirty');
        return true;
      } catch (e) {
        const found = draftConflicts(e);
        if (found) {
          showConflicts(found);
          return false;
        }
        const fallback = readConfig(messages.studio).draft.saveFailed;
        setStatus('error');
        setError(errorMessage(e, fallback) || fallback);
        return false;
      }
    },
    [setEditing, showConflicts, setUndo],
  );

  /** Saves now (after the save in flight, if any); false when it failed or fields conflict. */
  const save = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    while (running.current) await running.current;
    if (waiting.current) return false;
    running.current = saveNow().finally(() => (running.current = null));
    return running.current;
  }, [saveNow]);

  /** Saves again with staff's choice for every conflicting field (`<file>#<path>` → side). */
  const resolve = useCallback(
    async (choices: Resolutions): Promise<boolean> => {
      while (running.current) await running.current;
      waiting.current = false;
      running.current = saveNow(choices).finally(() => (running.current = null));
      return running.current;
    },
    [saveNow],
  );

  /** Puts `files` in the draft as an edit of staff (saved after the usual pause). */
  const applyFiles = useCallback(
    (files: DraftFiles) => {
      const current = latest.current;
      if (!current) return;
      edits.current += 1;
      setEditing({ ...current, files });
      setMerged(null);
      if (waiting.current) return;
      setStatus('dirty');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), AUTOSAVE_MS);
    },
    [save, setEditing],
  );

  const onChange = useCallback(
    <K extends StaffConfigName>(file: K, next: DraftFiles[K]) => {
      const current = latest.current;
      if (!current) return;
      const place = placeOf(file, current.files[file], next);
      setUndo(recordEdit(undoStack(), current.files, place, Date.now()));
      applyFiles({ ...current.files, [file]: next });
    },
    [applyFiles, setUndo, undoStack],
  );

  /**
   * Replaces every file of the draft at once (the active version's files to discard the draft,
   * an imported version's): one step to undo.
   */
  const replaceAll = useCallback(
    (files: DraftFiles) => {
      const current = latest.current;
      if (!current) return;
      setUndo(recordEdit(undoStack(), current.files, `all#${Date.now()}`, Date.now()));
      applyFiles(files);
    },
    [applyFiles, setUndo, undoStack],
  );

  /** Goes back one step of this draft's edits (false when there is none). */
  const undoStep = useCallback((): boolean => {
    const current = latest.current;
    const r = current && undoEdit(undoStack(), current.files);
    if (!r) return false;
    setUndo(r.stack);
    applyFiles(r.value);
    return true;
  }, [applyFiles, setUndo, undoStack]);

  /** Goes forward one step undone (false when there is none). */
  const redoStep = useCallback((): boolean => {
    const current = latest.current;
    const r = current && redoEdit(undoStack(), current.files);
    if (!r) return false;
    setUndo(r.stack);
    applyFiles(r.value);
    return true;
  }, [applyFiles, setUndo, undoStack]);

  /**
   * After a rollback: the draft starts again from the version now active (its files, as the
   * rollback's confirmation says), saved on that version.
   */
  const restartFrom = useCallback(
    async (version: number) => {
      window.clearTimeout(timer.current);
      while (running.current) await running.current;
      const { files } = await getStudioVersion(version);
      setEditing({ ...latest.current!, files, baseVersion: version });
      waiting.current = false;
      setConflicts(null);
      setMerged(null);
      setUndo(emptyUndo());
      edits.current = 0;
      running.current = saveNow().finally(() => (running.current = null));
      await running.current;
    },
    [saveNow, setEditing, setUndo],
  );

  /** Loads the server's draft again (after a publish moved its base). */
  const reload = useCallback(async () => {
    window.clearTimeout(timer.current);
    edits.current = 0;
    setStatus('saved');
    setConflicts(null);
    setMerged(null);
    await client.invalidateQueries({ queryKey: studioKeys.draft() });
  }, [client]);

  // A draft left on an older version (someone published since it was saved) catches up at once.
  useEffect(() => {
    if (loaded && loaded.baseVersion < loaded.activeVersion) void save();
  }, [loaded, save]);

  // Unsaved edits: the browser asks before the page is left.
  useEffect(() => {
    if (status !== 'dirty' && status !== 'saving' && status !== 'conflict') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** The draft as last set: after `await save()`, the files and problems the server holds. */
  const current = useCallback(
    () => latest.current && { files: latest.current.files, problems: latest.current.problems },
    [],
  );

  return {
    isLoading: draft.isPending || (!!loaded && active.isPending),
    loadError: draft.error ?? active.error,
    files: editing?.files ?? null,
    activeFiles: active.data?.files ?? null,
    /** Changes of the active version this build could not take (shown with its diff). */
    activeDropped: active.data?.dropped ?? [],
    activeVersion,
    baseVersion: editing?.baseVersion ?? 0,
    problems: editing?.problems ?? [],
    status,
    error,
    conflicts,
    merged,
    dismissMerged: () => setMerged(null),
    showConflicts,
    onChange,
    replaceAll,
    undo: undoStep,
    redo: redoStep,
    canUndo: steps.from === loaded && steps.undo > 0,
    canRedo: steps.from === loaded && steps.redo > 0,
    save,
    current,
    resolve,
    restartFrom,
    reload,
  };
}

export type StudioDraftApi = ReturnType<typeof useStudioDraft>;
