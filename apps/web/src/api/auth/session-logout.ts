import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest, unreadAnswer } from '../client.ts';
import { clearTokens, readRefreshToken, type SessionRealm } from './token-store.ts';

const logoutPaths = {
  cms: { base: 'admin', path: '/admins/auth/logout' },
  marketplace: { base: 'customer', path: '/auth/logout' },
} as const;

/**
 * SPEC §4: logout revokes the session on the server, then clears the realm's tokens and cached user
 * whatever the server answered (an unreachable server must not keep anyone signed in here).
 */
export function useSessionLogout(realm: SessionRealm, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const refreshToken = readRefreshToken(realm);
      if (!refreshToken) return;
      const { base, path } = logoutPaths[realm];
      await apiRequest(path, { schema: unreadAnswer, base, method: 'POST', body: { refreshToken } }).catch(
        () => undefined,
      );
    },
    onSettled: () => {
      clearTokens(realm);
      queryClient.removeQueries({ queryKey });
    },
  });
}
