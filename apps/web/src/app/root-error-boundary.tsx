import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { useParams } from 'react-router';
import { isSupportedLanguage, textDirection } from '@iot/shared/languages';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { StoreFonts } from '../components/store-fonts.tsx';
import { brand } from '../lib/brand.ts';
import type { I18n } from '../lib/i18n.ts';
import { I18nextProvider } from 'react-i18next';
import { appTheme, appThemeStyles } from '../lib/theme.ts';

/**
 * The error boundary of the language route itself: it renders in place of the language root, so it
 * brings the texts and the theme the page would have had (app/router.tsx).
 */
export function RootErrorBoundary({ i18n }: { i18n: I18n }) {
  const { lang } = useParams();
  const direction = textDirection(isSupportedLanguage(lang) ? lang : undefined);
  const theme = appTheme(brand, direction);
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} disableStyleSheetGeneration noSsr>
        <GlobalStyles styles={appThemeStyles(theme)} />
        <CssBaseline />
        <StoreFonts direction={direction} />
        <main dir={direction}>
          <RouteErrorPage />
        </main>
      </ThemeProvider>
    </I18nextProvider>
  );
}
