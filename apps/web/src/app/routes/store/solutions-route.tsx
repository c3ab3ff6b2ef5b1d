import { SolutionsPage } from '../../../features/catalog/components/solutions-page.tsx';

export function SolutionsRoute() {
  return <SolutionsPage />;
}
