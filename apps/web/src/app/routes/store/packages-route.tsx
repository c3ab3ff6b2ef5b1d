import { PackagesPage } from '../../../features/store-catalog/components/packages-page.tsx';

export function PackagesRoute() {
  return <PackagesPage />;
}
