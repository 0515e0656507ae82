import { useEffect, useRef, useState } from 'react';
import { sessionFieldsConfig } from '@/generated/config/session-fields';
import { useStudioDraftContext } from '../../../model/studio-draft-context';
import type { DraftFiles } from '../../../model/studio-section';
import { draftConditionTrees } from '../../preview/model/draft-conditions';
import { draftOverlay } from '../../preview/model/draft-overlay';
import { runSmokeCheck, type SmokeFailure } from './run-smoke-check';

/** The draft as the preview frame takes it: its overlay and its conditions' trees. */
const smokeInput = (files: DraftFiles) => ({
  overlay: draftOverlay(files),
  conditions: draftConditionTrees({ ...files, 'session-fields': sessionFieldsConfig }),
});

/**
 * What goes before the draft leaves the studio (published, or sent for review to be published
 * later): the draft is saved, then the smoke check renders the saved draft's broker screens for
 * a sample of accounts in hidden preview frames (the server cannot render React, so this check
 * lives here). `saveAndCheck` resolves true when the draft may go on: saved, and every screen
 * rendered (or the checker already refuses it, which the server then says with its problems).
 */
export function useCheckedSave() {
  const draft = useStudioDraftContext();
  const [checking, setChecking] = useState<{ n: number; total: number } | null>(null);
  const [failures, setFailures] = useState<SmokeFailure[]>([]);
  // Leaving the tab mid-check stops it, and nothing goes on that staff could not see.
  const check = useRef<AbortController | null>(null);
  useEffect(() => () => check.current?.abort(), []);
  // A second click while the draft saves or the check runs is dropped.
  const busy = useRef(false);

  /** True when the saved draft's screens rendered for every sample account. */
  const smokeCheck = async (files: DraftFiles): Promise<boolean> => {
    const controller = new AbortController();
    check.current = controller;
    const found = await runSmokeCheck(smokeInput(files), {
      onProgress: (n, total) => setChecking({ n, total }),
      signal: controller.signal,
    });
    check.current = null;
    if (controller.signal.aborted || found === null) return false;
    setChecking(null);
    setFailures(found);
    return found.length === 0;
  };

  const saveAndCheck = async (): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setFailures([]);
    try {
      if (!(await draft.save())) return false;
      const saved = draft.current();
      if (!saved) return false;
      // A draft the checker refuses is refused by the server at once with its problems:
      // rendering it first would only make staff wait for that answer.
      return saved.problems.length > 0 || (await smokeCheck(saved.files));
    } finally {
      busy.current = false;
    }
  };

  return { checking, failures, saveAndCheck, isBusy: () => busy.current };
}
