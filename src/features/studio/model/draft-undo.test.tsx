import { act, renderHook, waitFor } from '@testing-library/react';
import { Providers } from '@/testing/render';
import { twoStaffServer } from '../testing/two-staff-server';
import type { DraftFiles } from './studio-section';
import { useStudioDraft } from './use-studio-draft';

async function loadedDraft() {
  const view = renderHook(() => useStudioDraft(), { wrapper: Providers });
  await waitFor(() => expect(view.result.current.isLoading).toBe(false));
  return view;
}

const withUi = (files: DraftFiles, reports: Partial<DraftFiles['ui']['reports']>) => ({
  ...files.ui,
  reports: { ...files.ui.reports, ...reports },
});
const reports = (r: { current: ReturnType<typeof useStudioDraft> }) => r.current.files!.ui.reports;

describe('undo and redo inside the draft', () => {
  it('goes back and forward through edits of different fields and saves where it lands', async () => {
    const { saved } = twoStaffServer();
    const { result } = await loadedDraft();
    expect(result.current.canUndo).toBe(false);
    act(() => result.current.onChange('ui', withUi(result.current.files!, { banDays: 9 })));
    act(() => result.current.onChange('ui', withUi(result.current.files!, { warningLimit: 4 })));
    act(() => void result.current.undo());
    expect(reports(result)).toMatchObject({ banDays: 9, warningLimit: 3 });
    act(() => void result.current.undo());
    expect(reports(result)).toMatchObject({ banDays: 7, warningLimit: 3 });
    expect(result.current.canUndo).toBe(false);
    act(() => void result.current.redo());
    expect(reports(result)).toMatchObject({ banDays: 9, warningLimit: 3 });
    expect(result.current.canRedo).toBe(true);
    await act(async () => expect(await result.current.save()).toBe(true));
    expect(saved.at(-1)!.files.ui.reports).toMatchObject({ banDays: 9, warningLimit: 3 });
  });

  it('makes a burst of typing in one field one step', async () => {
    twoStaffServer();
    const { result } = await loadedDraft();
    for (const banDays of [1, 12, 123])
      act(() => result.current.onChange('ui', withUi(result.current.files!, { banDays })));
    act(() => void result.current.undo());
    expect(reports(result).banDays).toBe(7);
  });

  it('discards the draft in one step that can be undone', async () => {
    twoStaffServer();
    const { result } = await loadedDraft();
    const active = result.current.activeFiles!;
    act(() => result.current.onChange('ui', withUi(result.current.files!, { banDays: 9 })));
    act(() => result.current.replaceAll(active));
    expect(reports(result).banDays).toBe(7);
    act(() => void result.current.undo());
    expect(reports(result).banDays).toBe(9);
  });

  it('starts anew after a save merged what another staff published (no undo takes it out)', async () => {
    const { publishOther } = twoStaffServer();
    const { result } = await loadedDraft();
    publishOther((f) => (f.ui.reports.warningLimit = 5));
    act(() => result.current.onChange('ui', withUi(result.current.files!, { banDays: 9 })));
    await act(async () => expect(await result.current.save()).toBe(true));
    expect(reports(result)).toMatchObject({ banDays: 9, warningLimit: 5 });
    expect(result.current.canUndo).toBe(false);
  });
});
