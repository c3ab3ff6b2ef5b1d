import { Navigate, Outlet } from 'react-router';
import { useAccessToken } from '../api/auth/token-store.ts';
import { useLanguage } from '../lib/use-language.ts';

/** SPEC §2, §6: CMS pages need a CMS access token; without one they go to /cms-login. */
export function RequireCmsSession() {
  const language = useLanguage();
  const token = useAccessToken('cms');
  return token ? <Outlet /> : <Navigate replace to={`/${language}/cms-login`} />;
}

/** SPEC §2: /orders and /profile need a marketplace access token; without one they go to /. */
export function RequireMarketplaceSession() {
  const language = useLanguage();
  const token = useAccessToken('marketplace');
  return token ? <Outlet /> : <Navigate replace to={`/${language}`} />;
}
