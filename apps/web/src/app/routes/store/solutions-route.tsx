import { SolutionsPage } from '../../../features/store-catalog/components/solutions-page.tsx';

export function SolutionsRoute() {
  return <SolutionsPage />;
}
