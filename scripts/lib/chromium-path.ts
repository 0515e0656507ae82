import { existsSync } from 'node:fs';

/** Debian's Chromium: the desktop browser, which headed runs and Lighthouse need. */
export const FULL_CHROMIUM = '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for a headless run: CHROMIUM_PATH when set, else Debian's chromium-headless-shell
 * when it is installed (scripts/ensure-system-deps.sh installs it), else the desktop browser. The
 * shell is the same Chromium build without the desktop browser around the page, the binary
 * Playwright itself runs headless tests in: the whole browser suite cost 467 busy core-seconds in
 * it against 712-715 in the desktop browser, the bundle bench 14 against 20 with the same bytes
 * (docs/perf/tests.md). Never a downloaded browser.
 */
export function headlessChromium(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
}
