import { HomePage } from '../../../features/store-home/components/home-page.tsx';

export function HomeRoute() {
  return <HomePage />;
}
