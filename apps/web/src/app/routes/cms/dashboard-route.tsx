import { DashboardPage } from '../../../features/cms/components/dashboard-page.tsx';

export function DashboardRoute() {
  return <DashboardPage />;
}
