import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '@/generated/config/messages-studio';
import { Providers } from '@/testing/render';
import { twoStaffServer } from '../testing/two-staff-server';
import { useStudioDraft } from './use-studio-draft';

async function loadedDraft() {
  const view = renderHook(() => useStudioDraft(), { wrapper: Providers });
  await waitFor(() => expect(view.result.current.isLoading).toBe(false));
  return view;
}

describe('useStudioDraft: a save on a stale base (409)', () => {
  it('saves normally while the base is still the active version', async () => {
    const { saved } = twoStaffServer();
    const { result } = await loadedDraft();
    act(() => result.current.onChange('ui', { reports: { banDays: 9 } }));
    await act(async () => expect(await result.current.save()).toBe(true));
    expect(saved).toEqual([
      { baseVersion: 1, files: { ui: { reports: { banDays: 9 } } }, ifMatch: '"d-1"' },
    ]);
    expect(result.current.status).toBe('saved');
    expect(result.current.conflict).toBeNull();
  });

  it('turns stale when another staff published first, names the version to compare, saves nothing more', async () => {
    const { saved, publishOther } = twoStaffServer();
    const { result } = await loadedDraft();
    publishOther();
    act(() => result.current.onChange('ui', { reports: { banDays: 9 } }));
    await act(async () => expect(await result.current.save()).toBe(false));

    expect(result.current.status).toBe('stale');
    expect(result.current.conflict).toEqual({ activeVersion: 2 });
    expect(result.current.error).toBe(messages.studio.draft.stale);
    // The edit is kept in memory: staff choose what happens to it.
    expect(result.current.files).toEqual({ ui: { reports: { banDays: 9 } } });

    // Further edits and saves never overwrite anything while the conflict is open.
    act(() => result.current.onChange('ui', { reports: { banDays: 10 } }));
    await act(async () => expect(await result.current.save()).toBe(false));
    expect(saved).toHaveLength(1);
    expect(result.current.status).toBe('stale');
  });

  it('continues from the version now active with the kept files (keep mine)', async () => {
    const { saved, publishOther } = twoStaffServer();
    const { result } = await loadedDraft();
    publishOther();
    act(() => result.current.onChange('ui', { reports: { banDays: 9 } }));
    await act(async () => void (await result.current.save()));
    expect(result.current.status).toBe('stale');

    await act(() => result.current.rebase(result.current.files!));
    expect(saved.at(-1)).toMatchObject({
      baseVersion: 2,
      files: { ui: { reports: { banDays: 9 } } },
    });
    expect(result.current.status).toBe('saved');
    expect(result.current.conflict).toBeNull();
  });
});
