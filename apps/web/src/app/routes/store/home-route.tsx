import { HomePage } from '../../../features/home/components/home-page.tsx';

export function HomeRoute() {
  return <HomePage />;
}
