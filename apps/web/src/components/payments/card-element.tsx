import { Suspense, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { usePaymentConfig } from './api/payments-config.ts';
import type { CardElementHandle } from './card-element-handle.ts';
import { SandboxCardFields } from './sandbox-card-fields.tsx';
import { lazyNamed } from '../../lib/lazy-named.ts';

const StripeCardFields = lazyNamed(() => import('./stripe-card-fields.tsx'), 'StripeCardFields');

/**
 * One card element, two drivers chosen by GET /payments/config (DESIGN §API): the sandbox's own
 * fields, or Stripe Elements with the publishable key. Either way it hands up a provider token and
 * the holder's name through `ref`; the card number and CVC never reach our API.
 */
export function CardElement({ ref }: { ref: Ref<CardElementHandle> }) {
  const { t } = useTranslation();
  const config = usePaymentConfig();
  if (config.isPending) return <Skeleton variant="rounded" height={120} />;
  if (config.isError) return <Alert severity="error">{t('errors.default')}</Alert>;
  if (config.data.driver === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" height={120} />}>
        <StripeCardFields ref={ref} publishableKey={config.data.publishableKey} />
      </Suspense>
    );
  }
  return <SandboxCardFields ref={ref} />;
}
