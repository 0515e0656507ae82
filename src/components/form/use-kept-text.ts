import { useLayoutEffect } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';
import { sessionGet, sessionRemove, sessionSet } from '@/lib/storage';

/**
 * Keeps what is typed into one text field of a form under `key` in sessionStorage (work in
 * progress survives reloads and navigation, like the cart: in this tab, until it ends): put back
 * when the form is shown again, removed when the field is emptied, which the form's reset after a
 * successful send does, so nothing sent is offered again. Read after the first render (a layout
 * effect, before the paint), so a page the server drew hydrates as drawn. A new `key` (another
 * inquiry in the same box) starts from its own text.
 */
export function useKeptText<T extends FieldValues, N extends FieldPath<T>>(
  key: string,
  name: N,
  { setValue, watch }: Pick<UseFormReturn<T>, 'setValue' | 'watch'>,
): void {
  useLayoutEffect(() => {
    setValue(name, (sessionGet(key) ?? '') as PathValue<T, N>);
    // Subscribed after the text is put back, so putting it back writes nothing.
    const sub = watch((values) => {
      const text: unknown = values[name];
      if (typeof text === 'string' && text) sessionSet(key, text);
      else sessionRemove(key);
    });
    return () => sub.unsubscribe();
  }, [key, name, setValue, watch]);
}
