import createCache, { type EmotionCache } from '@emotion/cache';
import { createTheme, lighten, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import notoSansLatin from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2';
import notoSansArabicRegular from '../fonts/noto-sans-arabic-400.woff2';
import notoSansArabicBold from '../fonts/noto-sans-arabic-700.woff2';
import type { Brand } from '@iot/shared/brands';
import { themeSurfaces } from '@iot/shared/theme-surfaces';
import { arabicFontRanges, unicodeRange } from './font-ranges.ts';
import { flipToRtl } from './rtl-styles.ts';

export type EmotionCaches = { ltr: EmotionCache; rtl: EmotionCache };

/**
 * Emotion rewrites left/right in RTL through its cache; the LTR cache leaves styles alone. The
 * browser keeps one pair for the page's life (emotion takes over the styles a server-rendered page
 * came with); the server makes a pair per page, so each page's critical CSS holds only its own styles.
 */
export function createEmotionCaches(): EmotionCaches {
  return {
    ltr: createCache({ key: 'mui', prepend: true }),
    rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, flipToRtl], prepend: true }),
  };
}

/**
 * The storefront's own fonts, so every user (and every browser test, whatever the machine has
 * installed) lays text out with the same metrics. The theme sets text at 400, subtitles at 500,
 * buttons at 600 and headings at 700. Latin is one variable file (36 KB) for all of them; Arabic,
 * fetched only by pages that show Arabic letters (unicode-range), is a regular file for text and
 * subtitles and a bold one for buttons and headings, both cut to the Arabic block (22 and 23 KB,
 * lib/font-ranges.ts, scripts/subset-fonts.ts; 49 and 50 KB as published, where the variable file
 * is 166 KB, all of it asked for by an Arabic page's first layout). Text goes out at once in a
 * fallback font and is swapped when a file arrives. The Latin file is preloaded by index.html
 * (vite.config.ts) and the Arabic ones by an Arabic page (components/store-fonts.tsx), so on most
 * visits the page is laid out once, in its own fonts.
 */
// The Latin subset's own range (package CSS); the Arabic files' range leaves out the punctuation
// both scripts share, so an English page with a direction mark never fetches an Arabic file.
const latinRange =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const arabicRange = unicodeRange(arabicFontRanges);
// Chromium matches a weight against each distinct weight range of a family and combines by
// unicode-range only the faces that declare the winning one, so the Latin file is declared for each
// Arabic file's range (one download: the same address).
const weightRanges = [
  { weight: '100 549', arabic: notoSansArabicRegular },
  { weight: '550 900', arabic: notoSansArabicBold },
];
const webFontFace = (url: string, weight: string, unicodeRange: string) =>
  `@font-face{font-family:'Store Sans';font-style:normal;font-display:swap;font-weight:${weight};src:url(${url}) format('woff2');unicode-range:${unicodeRange};}`;
/**
 * Until the Latin file arrives, Latin text is set in the machine's Arial (Liberation Sans on Linux)
 * scaled to Noto Sans's advance widths and line metrics (measured: Noto Sans runs 3 % wider than
 * Arial; its ascent is 1.069 em and its descent 0.293 em), so the swap moves no line and no box.
 */
const latinFallback = `@font-face{font-family:'Store Sans Fallback';src:local('Arial'),local('ArialMT'),local('Liberation Sans'),local('LiberationSans'),local('Helvetica Neue'),local('Helvetica');size-adjust:103%;ascent-override:103.8%;descent-override:28.4%;line-gap-override:0%;unicode-range:${latinRange};}`;
/** The Arabic files, which an Arabic page's first layout asks for. */
export const arabicFontFiles = weightRanges.map(({ arabic }) => arabic);

export const fontFaces =
  weightRanges
    .map(
      ({ weight, arabic }) => webFontFace(notoSansLatin, weight, latinRange) + webFontFace(arabic, weight, arabicRange),
    )
    .join('') + latinFallback;

const fontStack = [
  '"Store Sans"',
  '"Store Sans Fallback"',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Noto Sans"',
  '"Noto Sans Arabic"',
  'Tahoma',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** The `<html>` class that carries a chosen theme; without one, the system's scheme decides (CSS). */
export const themeClasses = { dark: 'dark', light: 'light' } as const;

const other = { dark: 'light', light: 'dark' } as const;

/**
 * Styles for one colour scheme: under its class on `<html>`, and under the system's scheme while
 * `<html>` carries neither class. Why the second: a page drawn on the server for a visitor who never
 * chose a theme must show the system's scheme before any script runs (the server cannot know it:
 * browsers do not say on a first request), and must not change as it hydrates.
 */
function colorSchemeStyles(scheme: 'dark' | 'light', styles: object, selector: (root: string) => string) {
  return {
    [selector(`.${themeClasses[scheme]}`)]: styles,
    [`@media (prefers-color-scheme: ${scheme})`]: { [selector(`:root:not(.${themeClasses[other[scheme]]})`)]: styles },
  };
}

/**
 * The theme is the same object in light and dark: every colour is a CSS variable whose value the
 * `<html>` class (or, without one, the system's scheme) picks. So a page looks the same whichever
 * theme it was drawn in on the server, hydration changes no class name, and switching the theme
 * redraws nothing (issue 12: "hydrated, with no visible change").
 */
function createAppTheme(brand: Brand, direction: 'ltr' | 'rtl'): Theme {
  const theme = createTheme({
    direction,
    cssVariables: { colorSchemeSelector: 'class' },
    colorSchemes: {
      light: {
        palette: {
          primary: { main: brand.palette.primary },
          secondary: { main: brand.palette.secondary },
          warning: { main: brand.palette.accent },
          background: themeSurfaces.light,
        },
      },
      // Brand colours are chosen for light backgrounds; on dark ones links, outlined buttons and
      // focus rings need a lighter shade to stay readable (WCAG AA contrast).
      dark: {
        palette: {
          primary: { main: lighten(brand.palette.primary, 0.45) },
          secondary: { main: lighten(brand.palette.secondary, 0.3) },
          warning: { main: brand.palette.accent },
          background: themeSurfaces.dark,
        },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack,
      h1: { fontWeight: 700 },
      h2: { fontWeight: 700 },
      h3: { fontWeight: 700 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0 } },
      // A disabled field's hint says why it is disabled: it stays readable (WCAG AA contrast).
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: (theme.vars ?? theme).palette.text.secondary } }),
        },
      },
      MuiCssBaseline: {
        // SPEC §1: Arabic-Indic digits wherever numbers appear, list numbers (FAQs, rich text) included.
        styleOverrides: direction === 'rtl' ? 'ol{list-style-type:arabic-indic;}' : '',
      },
    },
  });
  // The components' own scheme styles (`theme.applyStyles('dark', …)`) follow the same two rules.
  theme.applyStyles = (scheme, styles) =>
    scheme === 'dark' || scheme === 'light' ? colorSchemeStyles(scheme, styles, (root) => `*:where(${root}) &`) : {};
  return theme;
}

/**
 * The theme's CSS variables, for ThemeProvider's `disableStyleSheetGeneration`: MUI's own sheet
 * puts the dark scheme under its class only.
 */
function themeVariableStyles(theme: Theme): object[] {
  const sheets = theme.generateStyleSheets?.() ?? [];
  return sheets.map((sheet) => {
    const darkVariables = (sheet as Record<string, object>)[`.${themeClasses.dark}`];
    return darkVariables ? colorSchemeStyles('dark', darkVariables, (root) => root) : sheet;
  });
}

const appThemes = new Map<string, Theme>();
const appThemeVariables = new Map<Theme, object[]>();

/**
 * The brand's theme in one direction, made once: every page in that direction draws with the same
 * object, so the server does not make it again for each page it draws.
 */
export function appTheme(brand: Brand, direction: 'ltr' | 'rtl'): Theme {
  const key = `${brand.name} ${direction}`;
  const theme = appThemes.get(key) ?? createAppTheme(brand, direction);
  appThemes.set(key, theme);
  return theme;
}

/** The style sheets of `theme`'s variables (themeVariableStyles), made once per theme. */
export function appThemeStyles(theme: Theme): object[] {
  const styles = appThemeVariables.get(theme) ?? themeVariableStyles(theme);
  appThemeVariables.set(theme, styles);
  return styles;
}

/**
 * The palette's actual colours in one scheme, for what cannot read CSS variables (Stripe's card
 * field in its frame, the charts' computed shades).
 */
export function schemePalette(theme: Theme, dark: boolean): Theme['palette'] {
  return theme.colorSchemes[dark ? 'dark' : 'light']?.palette ?? theme.palette;
}
