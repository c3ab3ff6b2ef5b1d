import { createContext, useContext, useSyncExternalStore } from 'react';
import type { I18n } from './i18n.ts';

/** The app's texts, provided by the language root (app/language-root.tsx) to everything below it. */
export const I18nContext = createContext<I18n | null>(null);

/**
 * The texts of the page's language: `t(key, options)`. Components draw again when the language
 * changes (a new `t`), not when texts are added (`t` reads them as it is called).
 */
export function useTranslation(): { t: I18n['t'] } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation is used outside the language root');
  const t = useSyncExternalStore(
    i18n.subscribe,
    () => i18n.t,
    () => i18n.t,
  );
  return { t };
}
