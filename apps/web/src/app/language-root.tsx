import { useCallback, useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
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
import { createAppTheme, type EmotionCaches } from '../lib/theme.ts';

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
  i18n: ReturnType<typeof createI18n>;
  emotionCaches: EmotionCaches;
  /** The theme a server-rendered page was drawn in; hydration must start from the same one. */
  renderedDark?: boolean;
};

/**
 * SPEC §2: every route may carry a language segment; a path without one gets the stored language
 * inserted. Below this component the language is always en or ar and drives direction and texts.
 */
export function LanguageRoot({ i18n, emotionCaches, renderedDark }: LanguageRootProps) {
  const { lang } = useParams();
  const location = useLocation();
  // A server-drawn page hydrates in the theme it was drawn in (the server knew it from a cookie or
  // the browser's colour-scheme hint); a browser that sent neither switches once the page is live.
  const dark = useSyncExternalStore(themeStore.subscribe, themeStore.read, () => renderedDark ?? false);
  const toggleDark = useCallback(() => themeStore.toggle(), []);
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
