import { CmsLoginPage } from '../../../features/cms/components/cms-login-page.tsx';

export function CmsLoginRoute() {
  return <CmsLoginPage />;
}
