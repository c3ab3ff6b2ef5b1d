import { LegalPage } from '../../../features/legal/components/legal-page.tsx';

export function TermsRoute() {
  return <LegalPage document="terms" />;
}
