import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Order } from '@iot/shared/orders';
import { localizeDigits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { cardBrandName } from '../payments/payment-method-label.ts';
import { SandboxPaymentChip } from '../payments/sandbox-payment-chip.tsx';

/** SPEC §3 order payment details: the card or bank transfer, its holder and the payment's state. */
export function OrderPayment({ payment }: { payment: Order['paymentDetails'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Typography component="div" data-testid="order-payment">
        {payment.kind === 'card'
          ? t('orders.detail.card', {
              brand: cardBrandName(payment.brand),
              last4: localizeDigits(payment.last4 ?? '', language),
            })
          : t('orders.detail.bankTransfer')}
        <SandboxPaymentChip driver={payment.driver} />
      </Typography>
      {payment.holderName && (
        <Typography variant="body2" color="text.secondary">
          <bdi>{payment.holderName}</bdi>
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="order-payment-status">
        {t(`orders.paymentStatuses.${payment.status}`)}
      </Typography>
    </>
  );
}
