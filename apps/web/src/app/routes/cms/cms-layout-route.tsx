import { CmsLayout } from '../../../features/cms-shell/components/cms-layout.tsx';

export function CmsLayoutRoute() {
  return <CmsLayout />;
}
