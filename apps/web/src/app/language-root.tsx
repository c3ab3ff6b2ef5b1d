import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { Navigate, Outlet, ScrollRestoration, useLocation, useParams } from 'react-router';
import { isSupportedLanguage, textDirection } from '@iot/shared/languages';
import { AlertProvider } from '../components/alerts/alert-provider.tsx';
import { NavigationProgress } from '../components/navigation-progress.tsx';
import { StoreFonts } from '../components/store-fonts.tsx';
import { brand } from '../lib/brand.ts';
import type { I18n } from '../lib/i18n.ts';
import { I18nextProvider } from 'react-i18next';
import { withLanguage } from '../lib/paths.ts';
import { PreferencesContext } from '../lib/preferences.ts';
import { PublicOriginContext } from '../lib/public-origin.ts';
import { readStoredDarkMode, readStoredLanguage, storeDarkMode, storeLanguage } from '../lib/storage.ts';
import { appTheme, appThemeStyles, themeClasses, type EmotionCaches } from '../lib/theme.ts';

/** The theme: the stored choice, else the system's; a choice storage refused lasts for this page. */
const themeStore = (() => {
  const listeners = new Set<() => void>();
  let pageChoice: boolean | undefined;
  const read = () => pageChoice ?? readStoredDarkMode();
  return {
    read,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle() {
      pageChoice = !read();
      storeDarkMode(pageChoice);
      listeners.forEach((listener) => listener());
    },
  };
})();

export type LanguageRootProps = {
  i18n: I18n;
  emotionCaches: EmotionCaches;
  /** The theme a server-rendered page was drawn with; hydration must start from the same one. */
  renderedDark?: boolean;
  /** The storefront's origin for absolute addresses (lib/public-origin.ts). */
  origin: string;
};

/**
 * SPEC §2: every route may carry a language segment; a path without one gets the stored language
 * inserted. Below this component the language is always en or ar and drives direction and texts.
 */
export function LanguageRoot({ i18n, emotionCaches, renderedDark, origin }: LanguageRootProps) {
  const { lang } = useParams();
  const location = useLocation();
  // The page's colours follow the `<html>` class whatever `dark` is while hydrating (lib/theme.ts);
  // only the theme switch's own label starts from what the server drew and then follows.
  const dark = useSyncExternalStore(themeStore.subscribe, themeStore.read, () => renderedDark ?? false);
  const toggleDark = useCallback(() => themeStore.toggle(), []);
  const language = isSupportedLanguage(lang) ? lang : undefined;
  const direction = textDirection(language);

  useLayoutEffect(() => {
    if (!language) return;
    storeLanguage(language);
    void i18n.changeLanguage(language);
    document.documentElement.lang = language;
    document.documentElement.dir = direction;
  }, [language, direction, i18n]);

  useLayoutEffect(() => {
    document.documentElement.classList.toggle(themeClasses.dark, dark);
    document.documentElement.classList.toggle(themeClasses.light, !dark);
  }, [dark]);

  const theme = appTheme(brand, direction);
  const variables = appThemeStyles(theme);
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
        {/* The `<html>` class is this component's (above): MUI neither stores a mode nor sets one, and
            (noSsr) does not learn it after hydration either, which would draw the whole page again. */}
        <ThemeProvider theme={theme} storageManager={null} colorSchemeNode={null} disableStyleSheetGeneration noSsr>
          <GlobalStyles styles={variables} />
          <CssBaseline />
          <StoreFonts direction={direction} />
          <PreferencesContext.Provider value={preferences}>
            <PublicOriginContext.Provider value={origin}>
              <AlertProvider>
                <NavigationProgress />
                <Outlet />
              </AlertProvider>
            </PublicOriginContext.Provider>
            {/* A page opened by a link starts at its top; Back returns to where the page was. */}
            <ScrollRestoration />
          </PreferencesContext.Provider>
        </ThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
}
