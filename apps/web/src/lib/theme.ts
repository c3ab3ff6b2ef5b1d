import createCache from '@emotion/cache';
import { createTheme, lighten, type Theme } from '@mui/material/styles';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import type { Brand } from '@iot/shared/brands';

// Emotion rewrites left/right in RTL through this cache; the LTR cache leaves styles alone.
export const emotionCaches = {
  ltr: createCache({ key: 'mui', prepend: true }),
  rtl: createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], prepend: true }),
};

const fontStack = [
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

export function createAppTheme(brand: Brand, dark: boolean, direction: 'ltr' | 'rtl'): Theme {
  return createTheme({
    direction,
    palette: {
      mode: dark ? 'dark' : 'light',
      // Brand colours are chosen for light backgrounds; on dark ones links, outlined buttons and
      // focus rings need a lighter shade to stay readable (WCAG AA contrast).
      primary: { main: dark ? lighten(brand.palette.primary, 0.45) : brand.palette.primary },
      secondary: { main: dark ? lighten(brand.palette.secondary, 0.3) : brand.palette.secondary },
      warning: { main: brand.palette.accent },
      background: dark ? { default: '#0f1419', paper: '#171d24' } : { default: '#f6f8fb', paper: '#ffffff' },
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
      // SPEC §1: Arabic-Indic digits wherever numbers appear, list numbers (FAQs, rich text) included.
      ...(direction === 'rtl' ? { MuiCssBaseline: { styleOverrides: { ol: { listStyleType: 'arabic-indic' } } } } : {}),
    },
  });
}
