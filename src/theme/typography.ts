/** Type scale from h1 46px to caption2 10px (seed 001 §9). */
export const typeScale = {
  h1: { fontSize: 46, lineHeight: 1.3, fontWeight: 700 },
  h2: { fontSize: 36, lineHeight: 1.3, fontWeight: 700 },
  h3: { fontSize: 28, lineHeight: 1.35, fontWeight: 700 },
  h4: { fontSize: 24, lineHeight: 1.4, fontWeight: 700 },
  h5: { fontSize: 20, lineHeight: 1.4, fontWeight: 700 },
  h6: { fontSize: 18, lineHeight: 1.45, fontWeight: 700 },
  subtitle1: { fontSize: 16, lineHeight: 1.5, fontWeight: 700 },
  subtitle2: { fontSize: 15, lineHeight: 1.5, fontWeight: 700 },
  body1: { fontSize: 15, lineHeight: 1.6, fontWeight: 400 },
  body2: { fontSize: 14, lineHeight: 1.6, fontWeight: 400 },
  caption: { fontSize: 12, lineHeight: 1.5, fontWeight: 400 },
  caption2: { fontSize: 10, lineHeight: 1.4, fontWeight: 400 },
} as const;

export const fontFamily =
  "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, system-ui, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif";
