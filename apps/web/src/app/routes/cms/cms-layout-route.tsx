import { CmsLayout } from '../../../features/cms/components/cms-layout.tsx';

export function CmsLayoutRoute() {
  return <CmsLayout />;
}
