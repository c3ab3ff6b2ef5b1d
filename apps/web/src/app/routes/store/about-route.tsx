import { AboutPage } from '../../../features/about/components/about-page.tsx';

export function AboutRoute() {
  return <AboutPage />;
}
