import { useTheme } from '@mui/material/styles';
import { usePreferences } from '../../../lib/preferences.ts';
import { schemePalette } from '../../../lib/theme.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * What every dashboard chart reads: the palette of the scheme shown, whether the axes run from the
 * right (Arabic, DESIGN §Web), and the page's number and price formats.
 */
export function useChartSetup() {
  const theme = useTheme();
  const { dark } = usePreferences();
  const language = useLanguage();
  return { palette: schemePalette(theme, dark), language, rtl: language === 'ar', format: useCatalogFormat() };
}
