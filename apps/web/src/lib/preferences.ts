import { createContext, useContext } from 'react';

export type Preferences = { dark: boolean; toggleDark: () => void };

export const PreferencesContext = createContext<Preferences | null>(null);

export function usePreferences(): Preferences {
  const preferences = useContext(PreferencesContext);
  if (!preferences) throw new Error('usePreferences must be used inside <LanguageRoot>');
  return preferences;
}
