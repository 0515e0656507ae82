import { describe, expect, it } from 'vitest';
import { stylesFirst } from './styles-first.ts';

const built = `<!doctype html>
<html lang="ko">
  <head>
    <meta charset="UTF-8" />
    <title>다방프로</title>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
    <link rel="preload" as="font" type="font/woff2" href="/assets/PretendardVariable.subset.84-D4.woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('stylesFirst', () => {
  it('puts the style sheet and the font preloads before the scripts, in their order', () => {
    const lines = stylesFirst(built)
      .split('\n')
      .map((l) => l.trim());
    const at = (part: string) => lines.findIndex((l) => l.includes(part));
    expect(at('index-C3.css')).toBe(at('</title>') + 1);
    expect(at('subset.84')).toBe(at('index-C3.css') + 1);
    expect(at('index-A1.js')).toBeGreaterThan(at('subset.84'));
    expect(at('react-B2.js')).toBe(at('index-A1.js') + 1);
    // Nothing lost, nothing added.
    expect(stylesFirst(built).split('\n').sort()).toEqual(built.split('\n').sort());
  });

  it('leaves a page without a style sheet, or without a title, as it is', () => {
    const noCss = built.replace(/^.*(stylesheet|as="font").*\n/gm, '');
    expect(stylesFirst(noCss)).toBe(noCss);
    const noTitle = built.replace(/^.*<title>.*\n/m, '');
    expect(stylesFirst(noTitle)).toBe(noTitle);
  });
});
