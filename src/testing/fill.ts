import type userEvent from '@testing-library/user-event';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Puts `text` into a field the way a paste does: a click to focus it, then one paste (one input
 * event and one render) instead of a keydown, input and render per character. For tests that need
 * a form filled but do not test typing itself: each key costs a render of the whole form in jsdom
 * (docs/perf/tests.md). A field is left, and commits what it holds on blur, when the next one is
 * clicked, as after typing.
 */
export async function pasteInto(user: User, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
