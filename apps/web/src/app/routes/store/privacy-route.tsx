import { LegalPage } from '../../../features/store-legal/components/legal-page.tsx';

export function PrivacyRoute() {
  return <LegalPage document="privacy" />;
}
