import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { createElement, useEffect, useState } from 'react';
import { Button } from '@/components/form/button';
import { getStepDescriptor } from '@/features/popups/components/step-registry';
import { enabledSteps } from '@/features/popups/model/chain-engine';
import type { StepConfig, StepDataMap, StepType } from '@/features/popups/model/types';
import { useStepPopup } from '@/features/popups/model/use-step-popup';
import { stepLabel } from '@/features/studio/sections/chain/model/step-label';
import { messages } from '@/generated/config/messages-studio';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { holds } from '@/lib/conditions';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { ContactSettingsDialog } from '../popup-chain-slot';
import { previewKeys } from './query-keys';
import { SmokeBoundary } from './smoke-boundary';

/**
 * One step's real popup, with the data its own load fetches. A notice step with nothing to
 * show says so; cookies of closed notices are not applied (staff want to see the popup).
 * `onSettled` runs once what the step shows is on screen (its popup, or the note that it skips).
 */
function StepPopup({
  step,
  onClose,
  onSettled,
}: {
  step: StepConfig;
  onClose: () => void;
  onSettled?: () => void;
}) {
  const t = useConfig(messages.studioEditors).preview;

  const d = getStepDescriptor(step.type);
  const loaded = useQuery({
    queryKey: previewKeys.step(step.id),
    queryFn: ({ signal }) => d.load!(step, signal),
    enabled: !!d.load,
    gcTime: 0,
    retry: false,
  });
  const readiness = d.load ? d.readiness(step, loaded.data) : 'show';
  const Popup = useStepPopup(readiness === 'show' ? d.popup : undefined, onClose);
  // After the popup's own effects (a child's run first): what it shows has rendered.
  const settled = readiness === 'skip' || (readiness === 'show' && !!Popup);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);
  if (readiness === 'pending') return null;
  if (readiness === 'skip')
    return (
      <Box role="status" sx={{ color: 'text.secondary' }}>
        {t.nothingToShow}
      </Box>
    );
  if (!Popup) return null;
  return createElement(Popup, {
    step,
    data: (loaded.data ?? null) as StepDataMap[StepType],
    onDone: onClose,
    contactMethodDialog: ContactSettingsDialog,
  });
}

/**
 * Smoke mode: every listed step's popup at once, each behind its own boundary, so a step that
 * cannot render is named; `onSettled` once each has shown (or closed itself).
 */
function AllStepPopups({ steps, onSettled }: { steps: StepConfig[]; onSettled: () => void }) {
  const [done, setDone] = useState<ReadonlySet<string>>(() => new Set());
  const settle = (id: string) => setDone((d) => (d.has(id) ? d : new Set(d).add(id)));
  const all = steps.every((s) => done.has(s.id));
  useEffect(() => {
    if (all) onSettled();
  }, [all, onSettled]);
  return steps.map((s) => (
    <SmokeBoundary key={s.id} part="popup" step={s.type}>
      <StepPopup step={s} onClose={() => settle(s.id)} onSettled={() => settle(s.id)} />
    </SmokeBoundary>
  ));
}

/**
 * The popups each configured chain opens for the account, in order (enabled steps whose
 * condition holds for its session, with the draft's conditions); each opens as the real popup.
 * In a smoke frame (`onSettled` given) every one of them opens at once instead of on a click.
 */
export function StepPopups({ onSettled }: { onSettled?: () => void }) {
  const t = useConfig(messages.studioEditors).preview;
  const chainsCfg = useConfig(popupChainConfig);
  const studioEditorsText = useConfig(messages.studioEditors);

  const session = useSession();
  const [open, setOpen] = useState<StepConfig | null>(null);
  const shown = chainsCfg.chains.map((chain) => ({
    chain,
    steps: enabledSteps(chain).filter((s) => holds(s.when, session)),
  }));
  return (
    <Box component="section" aria-labelledby="preview-popups-title" sx={{ mb: 4 }}>
      <Box component="h2" id="preview-popups-title" sx={{ m: 0, mb: 1, fontSize: 20 }}>
        {t.popups}
      </Box>
      <Box sx={{ fontSize: 13, color: 'text.secondary', mb: 2 }}>{t.popupsNote}</Box>
      {shown.map(({ chain, steps }) => (
        <Box key={chain.id} sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <Box sx={{ width: 220, fontWeight: 700, fontSize: 14 }}>
            {fmt(studioEditorsText.chain.chainTitle, { id: chain.id, path: chain.path })}
          </Box>
          {steps.length ? (
            <Box
              component="ol"
              aria-label={chain.path}
              sx={{ display: 'flex', gap: 1, m: 0, p: 0, listStyle: 'none' }}
            >
              {steps.map((s, i) => (
                <li key={s.id}>
                  <Button
                    size="sm"
                    kind="outline"
                    aria-haspopup="dialog"
                    onClick={() => setOpen(s)}
                  >
                    {fmt(t.stepButton, { n: i + 1, label: stepLabel(s.type) })}
                  </Button>
                </li>
              ))}
            </Box>
          ) : (
            <Box sx={{ color: 'text.secondary', fontSize: 14 }}>{t.noPopups}</Box>
          )}
        </Box>
      ))}
      {onSettled ? (
        <AllStepPopups steps={shown.flatMap((c) => c.steps)} onSettled={onSettled} />
      ) : open ? (
        <StepPopup key={open.id} step={open} onClose={() => setOpen(null)} />
      ) : null}
    </Box>
  );
}
