import { DashboardPage } from '../../../features/cms-shell/components/dashboard-page.tsx';

export function DashboardRoute() {
  return <DashboardPage />;
}
