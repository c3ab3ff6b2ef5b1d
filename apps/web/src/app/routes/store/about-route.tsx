import { AboutPage } from '../../../features/store-about/components/about-page.tsx';

export function AboutRoute() {
  return <AboutPage />;
}
