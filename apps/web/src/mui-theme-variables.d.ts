// The theme's colours are CSS variables (lib/theme.ts): `theme.vars` and ThemeProvider's
// variable-sheet props exist in the types only with this flag.
import '@mui/material/styles';

declare module '@mui/material/styles' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- merging needs an interface
  interface CssThemeVariables {
    enabled: true;
  }
}
