import { LegalPage } from '../../../features/legal/components/legal-page.tsx';

export function PrivacyRoute() {
  return <LegalPage document="privacy" />;
}
