import { PackagesPage } from '../../../features/catalog/components/packages-page.tsx';

export function PackagesRoute() {
  return <PackagesPage />;
}
