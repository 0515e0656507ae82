import { useEffect, useRef } from 'react';

/**
 * A server-rendered form (docs/ssr.md) can be typed into before its scripts have run. Hydration
 * keeps what the input shows, but the field's state starts from its default, so the first submit
 * would send an empty field ("이메일을 입력해주세요." with the e-mail on screen). On mount the
 * field takes what its input already holds; on a page the browser rendered the two are equal.
 * Returns the ref for the input element.
 */
export function useTypedBeforeHydration(value: string, onChange: (next: string) => void) {
  const ref = useRef<HTMLInputElement | HTMLTextAreaElement>(null);
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
    // Only what was there at mount: every later change arrives through onChange itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}
