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

/**
 * The cookie a server-rendered page reads to draw the stored theme (issue 12): localStorage never
 * reaches the server. Same name and values as the storage key (SPEC §1).
 */
export const themeCookie = storageKeys.theme;

function shareThemeWithServer(value: string): void {
  try {
    document.cookie = `${themeCookie}=${value}; path=/; max-age=31536000; samesite=lax`;
  } catch {
    // No document (tests) or cookies blocked: pages are then drawn in the system's theme.
  }
}

export function storeDarkMode(dark: boolean): void {
  const value = dark ? 'true' : 'false';
  write(storageKeys.theme, value);
  shareThemeWithServer(value);
}

/** A theme chosen before the cookie existed is shared with the server on the next visit. */
export function shareStoredThemeWithServer(): void {
  const stored = read(storageKeys.theme);
  if (stored === 'true' || stored === 'false') shareThemeWithServer(stored);
}

export function readToken(key: StorageKey): string | null {
  return read(key);
}

export function writeToken(key: StorageKey, value: string | null): void {
  if (value === null) remove(key);
  else write(key, value);
}
