import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { fieldId } from './problems';

/** The search parameter naming the field to open: `focus=<file>#<pointer>`. */
export const FOCUS_PARAM = 'focus';

/** The field the problem list asked to open, or null. */
export function useFocusTarget(): { file: string; pointer: string } | null {
  const [params] = useSearchParams();
  const raw = params.get(FOCUS_PARAM);
  if (!raw) return null;
  const cut = raw.indexOf('#');
  return cut < 0 ? null : { file: raw.slice(0, cut), pointer: raw.slice(cut + 1) };
}

/**
 * Moves focus to the field a problem names once it is on screen: sections render lazily and
 * list+detail editors open the item first, so the element may appear a few frames later.
 */
export function useFocusField(): void {
  const target = useFocusTarget();
  useEffect(() => {
    if (!target) return;
    const id = fieldId(target.file, target.pointer);
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      const el = document.getElementById(id);
      if (el) {
        el.scrollIntoView({ block: 'center' });
        el.focus();
        return;
      }
      if (++tries < 120) frame = window.requestAnimationFrame(attempt);
    };
    attempt();
    return () => window.cancelAnimationFrame(frame);
  }, [target?.file, target?.pointer]); // eslint-disable-line react-hooks/exhaustive-deps
}
