/** Headings and subtitles are bold, running text regular: the weight follows the role. */
const heading = (fontSize: number, lineHeight: number) =>
  ({ fontSize, lineHeight, fontWeight: 700 }) as const;
const text = (fontSize: number, lineHeight: number) =>
  ({ fontSize, lineHeight, fontWeight: 400 }) as const;

/** Type scale from h1 46px to caption2 10px (seed 001 §9). */
export const typeScale = {
  h1: heading(46, 1.3),
  h2: heading(36, 1.3),
  h3: heading(28, 1.35),
  h4: heading(24, 1.4),
  h5: heading(20, 1.4),
  h6: heading(18, 1.45),
  subtitle1: heading(16, 1.5),
  subtitle2: heading(15, 1.5),
  body1: text(15, 1.6),
  body2: text(14, 1.6),
  caption: text(12, 1.5),
  caption2: text(10, 1.4),
} as const;

export const fontFamily =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";
