import { useCallback, useLayoutEffect, useMemo, useState } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { I18nextProvider } from 'react-i18next';
import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import { isRtl, isSupportedLanguage } from '@iot/shared/languages';
import { AlertProvider } from '../components/alerts/alert-provider.tsx';
import { brand } from '../lib/brand.ts';
import type { createI18n } from '../lib/i18n.ts';
import { withLanguage } from '../lib/paths.ts';
import { PreferencesContext } from '../lib/preferences.ts';
import { readStoredDarkMode, readStoredLanguage, storeDarkMode, storeLanguage } from '../lib/storage.ts';
import { createAppTheme, emotionCaches } from '../lib/theme.ts';

/**
 * SPEC §2: every route may carry a language segment; a path without one gets the stored language
 * inserted. Below this component the language is always en or ar and drives direction and texts.
 */
export function LanguageRoot({ i18n }: { i18n: ReturnType<typeof createI18n> }) {
  const { lang } = useParams();
  const location = useLocation();
  const [dark, setDark] = useState(readStoredDarkMode);
  const toggleDark = useCallback(() => {
    setDark((value) => {
      storeDarkMode(!value);
      return !value;
    });
  }, []);
  const language = isSupportedLanguage(lang) ? lang : undefined;
  const direction = language && isRtl(language) ? 'rtl' : 'ltr';

  useLayoutEffect(() => {
    if (!language) return;
    storeLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction, i18n]);

  const theme = useMemo(() => createAppTheme(brand, dark, direction), [dark, direction]);
  const preferences = useMemo(() => ({ dark, toggleDark }), [dark, toggleDark]);

  if (!language) {
    return (
      <Navigate
        replace
        to={`${withLanguage(location.pathname, readStoredLanguage())}${location.search}${location.hash}`}
      />
    );
  }
  return (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={emotionCaches[direction]}>
        <ThemeProvider theme={theme}>
          <CssBaseline enableColorScheme />
          <PreferencesContext.Provider value={preferences}>
            <AlertProvider>
              <Outlet />
            </AlertProvider>
          </PreferencesContext.Provider>
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
