/**
 * The page surfaces of the web theme (background.default and background.paper) in each scheme: the
 * theme paints them, and the brand colours drawn on them are chosen to be readable there
 * (brand-colors.ts). Apart so the web app takes them without the colour library.
 */
export const themeSurfaces = {
  light: { default: '#f6f8fb', paper: '#ffffff' },
  dark: { default: '#0f1419', paper: '#171d24' },
} as const;
export type ColorScheme = keyof typeof themeSurfaces;
