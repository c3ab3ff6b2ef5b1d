import { Navigate, Outlet } from 'react-router';
import { useAccessToken } from '../api/auth/token-store.ts';
import { usePaths } from '../lib/paths.ts';

/** SPEC §2, §6: CMS pages need a CMS access token; without one they go to /cms-login. */
export function RequireCmsSession() {
  const paths = usePaths();
  const token = useAccessToken('cms');
  return token ? <Outlet /> : <Navigate replace to={paths.cmsLogin()} />;
}

/** SPEC §2: /orders and /profile need a marketplace access token; without one they go to /. */
export function RequireMarketplaceSession() {
  const paths = usePaths();
  const token = useAccessToken('marketplace');
  return token ? <Outlet /> : <Navigate replace to={paths.home()} />;
}
