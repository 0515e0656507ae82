import { useEffect } from 'react';

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
