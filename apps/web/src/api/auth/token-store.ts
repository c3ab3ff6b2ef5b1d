import { useSyncExternalStore } from 'react';
import type { CustomerKind, TokenPair } from '@iot/shared/auth';
import { readToken, storageKeys, writeToken } from '../../lib/storage.ts';

/**
 * The two sessions the browser can hold (SPEC §4, §6): the CMS administrator's and the marketplace
 * customer's, each an access and a refresh token in localStorage under the keys SPEC §4 names.
 * Components subscribe so the header, guards and pages follow sign-in, refresh and sign-out.
 */
export type SessionRealm = 'cms' | 'marketplace';
export type AccountKind = CustomerKind;

const keys = {
  cms: { access: storageKeys.cmsAccessToken, refresh: storageKeys.cmsRefreshToken },
  marketplace: { access: storageKeys.accessToken, refresh: storageKeys.refreshToken },
} as const;

const listeners = new Set<() => void>();

function changed(): void {
  listeners.forEach((listener) => listener());
}

/** Calls `listener` whenever a session starts, refreshes or ends, in this tab or another. */
export function subscribeToSessions(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  const onStorage = () => listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function readAccessToken(realm: SessionRealm): string | null {
  return readToken(keys[realm].access);
}

export function readRefreshToken(realm: SessionRealm): string | null {
  return readToken(keys[realm].refresh);
}

export function storeTokens(realm: SessionRealm, tokens: TokenPair): void {
  writeToken(keys[realm].access, tokens.accessToken);
  writeToken(keys[realm].refresh, tokens.refreshToken);
  changed();
}

/** SPEC §4: CMS logout and a failed CMS token check clear both CMS tokens; marketplace logout clears its own. */
export function clearTokens(realm: SessionRealm): void {
  writeToken(keys[realm].access, null);
  writeToken(keys[realm].refresh, null);
  if (realm === 'marketplace') writeToken(storageKeys.accountKind, null);
  changed();
}

/** SPEC §4: marketplace login stores its tokens and removes the CMS access token. */
export function startMarketplaceSession(tokens: TokenPair, kind: AccountKind): void {
  writeToken(storageKeys.cmsAccessToken, null);
  writeToken(storageKeys.accountKind, kind);
  storeTokens('marketplace', tokens);
}

export function readAccountKind(): AccountKind {
  return readToken(storageKeys.accountKind) === 'tenant' ? 'tenant' : 'root';
}

/** The JWT payload, unverified: the client only routes tokens by it, the server verifies them. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
    const payload: unknown = JSON.parse(json);
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** SPEC §6: the token's isAdmin flag decides which store a refreshed token goes to. */
export function realmOfToken(accessToken: string): SessionRealm {
  return decodeJwtPayload(accessToken)?.isAdmin === true ? 'cms' : 'marketplace';
}

/** The realm's access token, re-read whenever any session changes. */
export function useAccessToken(realm: SessionRealm): string | null {
  return useSyncExternalStore(
    subscribeToSessions,
    () => readAccessToken(realm),
    () => null,
  );
}
