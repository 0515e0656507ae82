import { useEffect } from 'react';
import { takeHeldChoice } from '@/ssr/held-input';

/**
 * A server-rendered form (docs/ssr.md) can be typed into before its scripts have run. Hydration
 * keeps what the input shows, but the field's state starts from its default, so the first submit
 * would send an empty field ("이메일을 입력해주세요." with the e-mail on screen). On mount the
 * field takes what its input (element `id`) already holds; on a page the browser rendered the two
 * are equal.
 */
export function useTypedBeforeHydration(
  id: string,
  value: string,
  onChange: (next: string) => void,
): void {
  useEffect(() => {
    const shown = (document.getElementById(id) as HTMLInputElement | null)?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
    // Only what was there at mount: every later change arrives through onChange itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/**
 * The same for a choice (a select, a radio group, a checkbox): hydration sets the element back
 * to the field's value, so the page's first script keeps the choice (src/ssr/held-input.ts,
 * `key` as named there) and the field takes it on mount, once.
 */
export function useChosenBeforeHydration<T extends string | boolean>(
  key: string,
  value: T,
  onChange: (next: T) => void,
): void {
  useEffect(() => {
    const chosen = takeHeldChoice(key);
    if (chosen !== undefined && typeof chosen === typeof value && chosen !== value)
      onChange(chosen as T);
    // Only what was chosen before mount: every later choice arrives through onChange itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
