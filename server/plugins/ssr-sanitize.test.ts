// The server renders the SPA's screens in Node (server/plugins/ssr.ts), where DOMPurify has no
// DOM to parse with and, left alone, hands its input back unchanged.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize-html.ts';
import { HOSTILE_HTML } from '../../src/testing/hostile-html.ts';

describe('notice HTML sanitised where there is no DOM (server rendering)', () => {
  it('lets no script or handler through: it renders nothing instead', () => {
    const out = sanitizeHtml(`<p>안내</p>${HOSTILE_HTML}`);
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/onerror/i);
    expect(out).toBe('');
  });
});
