import { DashboardPage } from '../../../features/cms-dashboard/components/dashboard-page.tsx';

export function DashboardRoute() {
  return <DashboardPage />;
}
