import { CmsLoginPage } from '../../../features/cms-shell/components/cms-login-page.tsx';

export function CmsLoginRoute() {
  return <CmsLoginPage />;
}
