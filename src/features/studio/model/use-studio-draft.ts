import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage, isApiError } from '@/api/errors';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { getStudioDraft, studioDraftQueryOptions, type StudioDraft } from '../api/get-studio-draft';
import { studioVersionQueryOptions } from '../api/get-studio-version';
import { putStudioDraft } from '../api/put-studio-draft';
import { parseProblems } from './problems';
import type { DraftFiles, StudioProblem } from './studio-section';

export type SaveStatus = 'saved' | 'dirty' | 'saving' | 'error' | 'stale';

/** A save or publish refused because someone published first: the version now active. */
export interface DraftConflict {
  activeVersion: number;
}

interface Editing {
  files: DraftFiles;
  baseVersion: number;
  etag: string;
  problems: string[];
}

const fromDraft = (d: StudioDraft): Editing => ({
  files: d.files,
  baseVersion: d.baseVersion,
  etag: d.etag,
  problems: d.problems,
});

/** Edits are saved this long after the last change (typing never waits for the server). */
export const AUTOSAVE_MS = 800;

/**
 * The staff draft: loaded from the server (so it survives a reload), edited in memory, saved
 * after a pause in editing or at once with `save()`. A save on a stale base or over another
 * window's save is refused (409): the status turns 'stale' and `conflict` names the version to
 * compare with; `rebase(files)` continues from that version with the given files.
 */
export function useStudioDraft() {
  const studioText = useConfig(messages.studio);

  const client = useQueryClient();
  const draft = useQuery(studioDraftQueryOptions());
  // In-memory edits belong to the draft they started from: a reloaded draft replaces them.
  const [local, setLocal] = useState<{ from: StudioDraft; value: Editing } | null>(null);
  const [status, setStatus] = useState<SaveStatus>('saved');
  const [error, setError] = useState('');
  const [conflict, setConflict] = useState<DraftConflict | null>(null);
  const latest = useRef<Editing | null>(null);
  const edits = useRef(0);
  const timer = useRef<number | undefined>(undefined);
  const running = useRef<Promise<boolean> | null>(null);
  const stale = useRef(false);

  const loaded = draft.data;
  const editing = loaded && local?.from === loaded ? local.value : loaded && fromDraft(loaded);
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
    stale.current = false;
  }, [loaded]);

  const activeVersion = draft.data?.activeVersion ?? 0;
  const active = useQuery({ ...studioVersionQueryOptions(activeVersion), enabled: !!draft.data });

  /** Someone published first (or another window saved): stop saving, name the version now active. */
  const markStale = useCallback(async () => {
    window.clearTimeout(timer.current);
    stale.current = true;
    const fresh = await getStudioDraft().catch(() => null);
    setConflict({ activeVersion: fresh?.activeVersion ?? activeVersion });
    setStatus('stale');
    setError(studioText.draft.stale);
  }, [activeVersion]);

  const saveNow = useCallback(async (): Promise<boolean> => {
    const current = latest.current;
    if (!current) return false;
    const seen = edits.current;
    setStatus('saving');
    try {
      const r = await putStudioDraft(current);
      setEditing({ ...latest.current!, etag: r.etag, problems: r.problems });
      setError('');
      setStatus(edits.current === seen ? 'saved' : 'dirty');
      return true;
    } catch (e) {
      if (isApiError(e) && e.status === 409) {
        await markStale();
        return false;
      }
      setStatus('error');
      setError(errorMessage(e, studioText.draft.saveFailed) || studioText.draft.saveFailed);
      return false;
    }
  }, [markStale, setEditing]);

  /** Saves now (after the save in flight, if any); false when it failed or the draft is stale. */
  const save = useCallback(async (): Promise<boolean> => {
    window.clearTimeout(timer.current);
    while (running.current) await running.current;
    if (stale.current) return false;
    running.current = saveNow().finally(() => (running.current = null));
    return running.current;
  }, [saveNow]);

  const onChange = useCallback(
    (file: string, next: unknown) => {
      const current = latest.current;
      if (!current) return;
      edits.current += 1;
      setEditing({ ...current, files: { ...current.files, [file]: next } });
      if (stale.current) return;
      setStatus('dirty');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void save(), AUTOSAVE_MS);
    },
    [save, setEditing],
  );

  /** After a conflict: continue from the version now active, with `files` as the draft. */
  const rebase = useCallback(
    async (files: DraftFiles) => {
      const fresh = await getStudioDraft();
      setEditing({ files, baseVersion: fresh.activeVersion, etag: fresh.etag, problems: [] });
      stale.current = false;
      setConflict(null);
      running.current = saveNow().finally(() => (running.current = null));
      await running.current;
      // The saved draft (its new base, tag and problems) becomes the one being edited.
      edits.current = 0;
      setStatus('saved');
      await client.invalidateQueries({ queryKey: studioDraftQueryOptions().queryKey });
    },
    [client, saveNow, setEditing],
  );

  /** Loads the server's draft again (after a publish or rollback moved its base). */
  const reload = useCallback(async () => {
    window.clearTimeout(timer.current);
    edits.current = 0;
    setStatus('saved');
    setConflict(null);
    await client.invalidateQueries({ queryKey: studioDraftQueryOptions().queryKey });
  }, [client]);

  // Unsaved edits: the browser asks before the page is left.
  useEffect(() => {
    if (status !== 'dirty' && status !== 'saving' && status !== 'stale') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [status]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const problems: StudioProblem[] = useMemo(
    () => parseProblems(editing?.problems ?? []),
    [editing?.problems],
  );

  return {
    isLoading: draft.isPending || (!!draft.data && active.isPending),
    loadError: draft.error ?? active.error,
    files: editing?.files ?? null,
    activeFiles: active.data?.files ?? null,
    activeVersion,
    baseVersion: editing?.baseVersion ?? 0,
    problems,
    status,
    error,
    conflict,
    markStale,
    onChange,
    save,
    rebase,
    reload,
  };
}

export type StudioDraftApi = ReturnType<typeof useStudioDraft>;
