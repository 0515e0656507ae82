// A config version as the server runs it: the build's defaults with the version's overlay
// applied, checked, typed per file. Built once per version and process (a version never
// changes); every rule of a request reads the one the request resolved (request-config.ts).
import { checkConfig } from '../../config/check/index.ts';
import { conditionTreesOf } from '../../config/conditions/check-conditions.ts';
import type { CondAst } from '../../config/conditions/condition-ast.ts';
import { builtInFiles, type ConfigFiles } from '../../config/files.ts';
import { indexPointer, isWithin } from '../../config/keyed-pointer.ts';
import {
  applyOverlay,
  type DroppedOp,
  type Overlay,
  type OverlayOp,
} from '../../config/overlay.ts';
import { STAFF_FILES } from '../../config/registry.ts';
import type messagesFile from '../../spec/config/messages.ko.json';
import type { MenusConfig } from '../../src/generated/config/menus.ts';
import type { PopupChainConfig } from '../../src/generated/config/popup-chain.ts';
import type { ProductsConfig } from '../../src/generated/config/products.ts';
import type { UiConfigFile } from '../../src/generated/config/ui.ts';

export type MessagesFile = typeof messagesFile;

/** A change a build could not take, with the file it belongs to. */
export type FileDroppedOp = DroppedOp & { file: string };

export interface ActiveConfig {
  /** 0 is the built-in config. */
  readonly version: number;
  /** The rollout whose segment gets this config over the active `version` (rollouts.ts). */
  readonly rollout?: number;
  readonly products: ProductsConfig;
  /** The whole file, the studio's own settings included (ui.schema.json `x-audience`). */
  readonly ui: UiConfigFile;
  readonly menus: MenusConfig;
  readonly popupChain: PopupChainConfig;
  readonly messages: MessagesFile;
  /** Every file by registry name (the checker's and the studio's view). */
  readonly files: ConfigFiles;
  /** What the version changes over this build's defaults (what GET /config sends). */
  readonly overlay: Overlay;
  /** Trees of the version's conditions the built-in config does not have, by CEL text. */
  readonly conditions: Readonly<Record<string, CondAst>>;
  /** Changes of the stored version this build could not take (their place is gone or refused). */
  readonly dropped: readonly FileDroppedOp[];
}

const builtInTrees = () => (builtInTreeCache ??= conditionTreesOf(builtInFiles()));
let builtInTreeCache: Record<string, CondAst> | undefined;

function typed(
  version: number,
  files: ConfigFiles,
  overlay: Overlay,
  dropped: FileDroppedOp[],
): ActiveConfig {
  const base = builtInTrees();
  const conditions = Object.fromEntries(
    Object.entries(conditionTreesOf(files)).filter(([expr]) => !(expr in base)),
  );
  return {
    version,
    products: files.products as ProductsConfig,
    ui: files.ui as UiConfigFile,
    menus: files.menus as MenusConfig,
    popupChain: files['popup-chain'] as PopupChainConfig,
    messages: files['messages.ko'] as MessagesFile,
    files,
    overlay,
    conditions,
    dropped,
  };
}

/** The files of an overlay over this build's defaults, and the operations that did not apply. */
export function applyToBuiltIn(overlay: Overlay): { files: ConfigFiles; dropped: FileDroppedOp[] } {
  const files = { ...builtInFiles() };
  const dropped: FileDroppedOp[] = [];
  for (const name of STAFF_FILES) {
    const ops = overlay[name];
    if (!ops?.length) continue;
    const r = applyOverlay(files[name], ops);
    files[name] = r.value;
    dropped.push(...r.dropped.map((d) => ({ ...d, file: name })));
  }
  return { files, dropped };
}

let builtIn: ActiveConfig | undefined;
export const builtInConfig = (): ActiveConfig => (builtIn ??= typed(0, builtInFiles(), {}, []));

/**
 * A stored version as this build runs it. Changes whose place this build no longer has are
 * dropped; changes this build's checker refuses (a field whose type or limits changed since the
 * version was published) are dropped too and the field shows its built-in value, so a schema
 * change migrates stored versions instead of blanking them. Only a version still refused after
 * that falls back to the built-in config whole.
 */
export function resolveVersion(version: number, overlay: Overlay): ActiveConfig {
  if (version === 0) return builtInConfig();
  const current: Record<string, OverlayOp[]> = Object.fromEntries(
    Object.entries(overlay).map(([k, v]) => [k, [...v]]),
  );
  const dropped: FileDroppedOp[] = [];
  for (let pass = 0; pass < 3; pass++) {
    const applied = applyToBuiltIn(current);
    if (pass === 0) dropped.push(...applied.dropped);
    // A published version passed the publish checks, 0원 products confirmed then included.
    const problems = checkConfig(applied.files, undefined, { freeProducts: 'any' });
    if (!problems.length) return typed(version, applied.files, current, dropped);
    // Drop every change at or around a refused field.
    let removed = 0;
    for (const p of problems) {
      const ops = current[p.file] ?? [];
      current[p.file] = ops.filter((op) => {
        const at = indexPointer(applied.files[p.file as keyof ConfigFiles], op.path);
        const hit = at !== null && (isWithin(at, p.pointer) || isWithin(p.pointer, at));
        if (hit) {
          dropped.push({ op, reason: 'wrong-shape', file: p.file });
          removed++;
        }
        return !hit;
      });
    }
    if (!removed) break;
  }
  return builtInConfig();
}
