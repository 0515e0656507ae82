import { describe, expect, it } from 'vitest';
import { studioFiles } from '../testing/studio-files';
import { keepEditsSince } from './draft-merge';

describe('edits made while a merged save was under way', () => {
  it('are put back on top of the merged files; the merge is kept everywhere else', () => {
    const sent = studioFiles();
    sent.ui.reports.banDays = 9;
    // The server merged someone else's change in; meanwhile staff edited another field.
    const merged = structuredClone(sent);
    merged.ui.reports.warningLimit = 5;
    merged.products.maxCartItems = 3;
    const latest = { ...sent, ui: { ...sent.ui, reports: { ...sent.ui.reports, banDays: 10 } } };

    const kept = keepEditsSince(sent, latest, merged);
    expect(kept.ui.reports).toMatchObject({ banDays: 10, warningLimit: 5 });
    expect(kept.products).toBe(merged.products);
  });

  it('are none when nothing changed since the save: the merged files as they are', () => {
    const sent = studioFiles();
    const merged = studioFiles();
    expect(keepEditsSince(sent, sent, merged)).toBe(merged);
  });
});
