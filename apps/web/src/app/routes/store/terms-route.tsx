import { LegalPage } from '../../../features/store-legal/components/legal-page.tsx';

export function TermsRoute() {
  return <LegalPage document="terms" />;
}
