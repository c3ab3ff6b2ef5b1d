import { LicensesPage } from '../../../features/store-catalog/components/licenses-page.tsx';

export function LicensesRoute() {
  return <LicensesPage />;
}
