import { applyOverlay, overlayUnder } from '@config/overlay';
import { placeOf } from './parts';
import { activeSnapshot, type ConfigSnapshot } from './store';

// One value per part and snapshot: every reader of a part gets the same object until the
// version changes, so screens re-render only when their part did.
const cache = new WeakMap<object, { snapshot: ConfigSnapshot; value: unknown }>();

/** The value of a built-in part in `snapshot`: the part with the version's changes applied. */
export function configIn<T extends object>(snapshot: ConfigSnapshot, part: T): T {
  const hit = cache.get(part);
  if (hit?.snapshot === snapshot) return hit.value as T;
  const place = placeOf(part);
  if (!place)
    throw new Error(
      'readConfig/useConfig takes a part of a generated config module (uiConfig, messages.area, …)',
    );
  const ops = overlayUnder(snapshot.overlay[place.file] ?? [], place.pointer);
  const value = applyOverlay(part, ops).value;
  cache.set(part, { snapshot, value });
  return value;
}

/**
 * The active version's value of a config part, for code outside React components (request
 * middleware, event handlers, pure helpers). Call it where the value is used, never at import:
 * a copy taken at import keeps the version of that moment.
 */
export const readConfig = <T extends object>(part: T): T => configIn(activeSnapshot(), part);
