import { CmsLoginPage } from '../../../features/cms-shell/components/cms-login-page.tsx';

/** /cms-invite?email=…: an invited administrator sets a password with the mailed code. */
export function CmsInviteRoute() {
  return <CmsLoginPage invitation />;
}
