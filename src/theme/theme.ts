import { koKR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';
import type { UiConfig } from '@/generated/config/ui';
import { palettes } from './palette';
import { fontFamily, typeScale } from './typography';

declare module '@mui/material/styles' {
  interface Palette {
    scale: typeof palettes;
  }
  interface PaletteOptions {
    scale?: typeof palettes;
  }
  interface TypographyVariants {
    caption2: React.CSSProperties;
  }
  interface TypographyVariantsOptions {
    caption2?: React.CSSProperties;
  }
}
declare module '@mui/material/Typography' {
  interface TypographyPropsVariantOverrides {
    caption2: true;
  }
}
declare module '@mui/material/Button' {
  interface ButtonPropsSizeOverrides {
    sm: true;
    md: true;
    lg: true;
    xl: true;
  }
}

/** The ui constants the theme is built from (spec/config/ui.json): form sizes and page width. */
export type ThemeConstants = Pick<UiConfig, 'form' | 'layout'>;

/**
 * The portal's MUI theme over the given ui constants. The app builds it from the active config
 * version (use-app-theme.ts), so a published change of the form or layout constants reaches it.
 */
export function createAppTheme(ui: ThemeConstants) {
  const { buttonSizes, inputHeight } = ui.form;
  const { minWidth } = ui.layout;
  return createTheme(
    {
      palette: {
        primary: {
          main: palettes.brand[500],
          dark: palettes.brand[700],
          light: palettes.brand[300],
        },
        error: { main: palettes.red[500] },
        warning: { main: palettes.yellow[500] },
        info: { main: palettes.blue[500] },
        success: { main: palettes.green[500] },
        text: { primary: palettes.gray[900], secondary: palettes.gray[700] },
        divider: palettes.gray[200],
        background: { default: '#ffffff' },
        scale: palettes,
      },
      typography: { fontFamily, ...typeScale, button: { fontWeight: 600, textTransform: 'none' } },
      shape: { borderRadius: 6 },
      components: {
        MuiCssBaseline: {
          styleOverrides: {
            // The scrollbar's room is kept on every page: a page that grows past the window
            // after its first paint (server-rendered HTML is painted as it arrives) does not move
            // its centred column sideways when the scrollbar appears.
            html: { minWidth, scrollbarGutter: 'stable' },
            body: { minWidth, wordBreak: 'keep-all' },
          },
        },
        MuiButton: {
          defaultProps: { disableElevation: true },
          variants: (Object.entries(buttonSizes) as [keyof typeof buttonSizes, number][]).map(
            ([size, height]) => ({
              props: { size },
              style: {
                height,
                minHeight: height,
                padding: `0 ${Math.round(height / 2.5)}px`,
                fontSize: height >= 44 ? 16 : 14,
              },
            }),
          ),
        },
        MuiInputBase: {
          styleOverrides: { root: { minHeight: inputHeight }, multiline: { minHeight: 'auto' } },
        },
        MuiOutlinedInput: { styleOverrides: { input: { paddingTop: 10, paddingBottom: 10 } } },
        MuiTooltip: { defaultProps: { arrow: true } },
      },
    },
    koKR,
  );
}
