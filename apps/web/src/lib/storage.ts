import { defaultLanguage, isSupportedLanguage, type Language } from '@iot/shared/languages';

// Keys of what the app keeps in localStorage; SPEC §1 fixes `theme` ('true' = dark, 'false' = light).
export const storageKeys = {
  language: 'language',
  theme: 'theme',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  cmsAccessToken: 'cmsAccessToken',
  cmsRefreshToken: 'cmsRefreshToken',
  // Which marketplace account signed in (root company or tenant user): the access token does not say,
  // and the profile lives at /companies/mine or /users/mine accordingly.
  accountKind: 'accountKind',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept, so nothing to remove.
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the choice then lasts for this page only.
  }
}

export function readStoredLanguage(): Language {
  const stored = read(storageKeys.language);
  return isSupportedLanguage(stored) ? stored : defaultLanguage;
}

export function storeLanguage(language: Language): void {
  write(storageKeys.language, language);
  shareWithServer(storageKeys.language, language);
}

/** Dark when stored 'true'; with nothing stored, follow the system preference. */
export function readStoredDarkMode(): boolean {
  const stored = read(storageKeys.theme);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)').matches
    : false;
}

/** Sets (or, with null, removes) a cookie the server reads, for the whole site and a year. */
export function writeServerCookie(name: string, value: string | null): void {
  try {
    document.cookie =
      value === null
        ? `${name}=; path=/; max-age=0; samesite=lax`
        : `${name}=${value}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (tests) or cookies blocked: the server then uses the defaults.
  }
}

/**
 * Cookies beside the storage keys the server needs (issue 12), since localStorage never reaches
 * it: `theme` to draw a page in the stored theme, `language` to insert the stored language into an
 * address without one. Same names and values as the keys (SPEC §1).
 */
function shareWithServer(key: StorageKey, value: string): void {
  writeServerCookie(key, value);
}

export function storeDarkMode(dark: boolean): void {
  const value = dark ? 'true' : 'false';
  write(storageKeys.theme, value);
  shareWithServer(storageKeys.theme, value);
}

/** A theme or language stored before their cookies existed is shared with the server on the next visit. */
export function shareStoredChoicesWithServer(): void {
  const theme = read(storageKeys.theme);
  if (theme === 'true' || theme === 'false') shareWithServer(storageKeys.theme, theme);
  const language = read(storageKeys.language);
  if (isSupportedLanguage(language)) shareWithServer(storageKeys.language, language);
}

export function readToken(key: StorageKey): string | null {
  return read(key);
}

export function writeToken(key: StorageKey, value: string | null): void {
  if (value === null) remove(key);
  else write(key, value);
}
