import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Providers } from '@/testing/render';
import { twoStaffServer } from '../testing/two-staff-server';
import type { DraftFiles } from './studio-section';
import { useStudioDraft } from './use-studio-draft';

async function loadedDraft() {
  const view = renderHook(() => useStudioDraft(), { wrapper: Providers });
  await waitFor(() => expect(view.result.current.isLoading).toBe(false));
  return view;
}

/** The draft's ui file with one report rule changed (a new object, as the editors make it). */
function withUi(files: DraftFiles, reports: Partial<DraftFiles['ui']['reports']>) {
  return { ...files.ui, reports: { ...files.ui.reports, ...reports } };
}

describe('useStudioDraft: two staff editing from the same version', () => {
  it('saves normally while the base is still the active version', async () => {
    const { saved } = twoStaffServer();
    const { result } = await loadedDraft();
    act(() => result.current.onChange('ui', withUi(result.current.files!, { banDays: 9 })));
    await act(async () => expect(await result.current.save()).toBe(true));
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ baseVersion: 1, ifMatch: '"d-1"' });
    expect(saved[0]!.files.ui.reports.banDays).toBe(9);
    expect(result.current.status).toBe('saved');
    expect(result.current.merged).toBeNull();
    expect(result.current.conflicts).toBeNull();
  });

  it('keeps both changes when another staff published a different field, and says so', async () => {
    const { saved, publishOther } = twoStaffServer();
    const { result } = await loadedDraft();
    publishOther((f) => (f.ui.reports.warningLimit = 5));
    act(() => result.current.onChange('ui', withUi(result.current.files!, { banDays: 9 })));
    await act(async () => expect(await result.current.save()).toBe(true));

    // The draft is now the merged files on v2: mine and theirs, nothing erased.
    expect(result.current.files!.ui.reports).toMatchObject({ banDays: 9, warningLimit: 5 });
    expect(result.current.baseVersion).toBe(2);
    expect(result.current.merged).toEqual({ version: 2 });
    expect(result.current.status).toBe('saved');
    // The editors stay on screen while v2's files load for the comparison.
    expect(result.current.isLoading).toBe(false);
    expect(result.current.activeFiles).not.toBeNull();
    await waitFor(() => expect(result.current.activeFiles!.ui.reports.warningLimit).toBe(5));

    // The next save rests on v2: no merge, and the notice goes with the next edit.
    act(() => result.current.onChange('ui', withUi(result.current.files!, { banDays: 10 })));
    expect(result.current.merged).toBeNull();
    await act(async () => expect(await result.current.save()).toBe(true));
    expect(saved.at(-1)).toMatchObject({ baseVersion: 2 });
    expect(saved.at(-1)!.files.ui.reports).toMatchObject({ banDays: 10, warningLimit: 5 });
  });

  it('stops at a field both changed, saves nothing more until staff choose, then saves the choice', async () => {
    const { saved, publishOther } = twoStaffServer();
    const { result } = await loadedDraft();
    publishOther((f) => {
      f.ui.reports.banDays = 30;
      f.ui.reports.warningLimit = 5;
    });
    act(() => result.current.onChange('ui', withUi(result.current.files!, { banDays: 9 })));
    await act(async () => expect(await result.current.save()).toBe(false));

    expect(result.current.status).toBe('conflict');
    expect(result.current.conflicts).toEqual({
      baseVersion: 1,
      activeVersion: 2,
      conflicts: [
        expect.objectContaining({
          file: 'ui',
          path: '/reports/banDays',
          base: 7,
          mine: 9,
          theirs: 30,
        }),
      ],
    });
    // The edit is kept in memory while staff choose; edits and saves send nothing meanwhile.
    act(() =>
      result.current.onChange('ui', withUi(result.current.files!, { deadlineBusinessDays: 4 })),
    );
    await act(async () => expect(await result.current.save()).toBe(false));
    expect(saved).toHaveLength(1);

    await act(async () =>
      expect(await result.current.resolve({ 'ui#/reports/banDays': 'mine' })).toBe(true),
    );
    expect(saved.at(-1)).toMatchObject({
      baseVersion: 1,
      resolutions: { 'ui#/reports/banDays': 'mine' },
    });
    expect(result.current.files!.ui.reports).toMatchObject({
      banDays: 9,
      warningLimit: 5,
      deadlineBusinessDays: 4,
    });
    expect(result.current.baseVersion).toBe(2);
    expect(result.current.conflicts).toBeNull();
    expect(result.current.status).toBe('saved');
  });
});
