import { LicensesPage } from '../../../features/catalog/components/licenses-page.tsx';

export function LicensesRoute() {
  return <LicensesPage />;
}
