import { expect } from 'vitest';

/**
 * A form's control of field `name` (react-hook-form's name, on the element; `value` picks one
 * radio), checked to be named `label` for assistive technology when given. Found by attribute
 * instead of a label or role query, which in jsdom computes every element's label, role and style:
 * over the listing form such queries cost most of its tests' CPU (docs/perf/tests.md).
 */
export function control(name: string, label?: string | RegExp, value?: string): HTMLElement {
  const el = document.querySelector<HTMLElement>(
    value === undefined ? `[name="${name}"]` : `[name="${name}"][value="${value}"]`,
  );
  if (!el) throw new Error(`no control ${name}${value === undefined ? '' : `=${value}`}`);
  if (label !== undefined) expect(el).toHaveAccessibleName(label);
  return el;
}

/** The form's submit button, checked to be named `label`. */
export function submitButton(label: string): HTMLElement {
  const el = document.querySelector<HTMLElement>('button[type="submit"]');
  expect(el).toHaveAccessibleName(label);
  return el!;
}

/** The element with role `role` (button, by default) whose text is `text`, checked to be named so. */
export function byText(text: string, role = 'button'): HTMLElement {
  const found = [...document.querySelectorAll<HTMLElement>(`[role="${role}"], ${role}`)].filter(
    (el) => el.textContent?.trim() === text,
  );
  expect(found).toHaveLength(1);
  expect(found[0]).toHaveAccessibleName(text);
  return found[0]!;
}
