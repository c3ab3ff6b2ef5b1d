import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PaymentDriver } from '@iot/shared/payment-methods';

/**
 * DESIGN §API: the sandbox takes test payments only; an order or transaction it took says so
 * wherever it is shown, so nobody ships goods for money that never moved. Nothing for Stripe.
 */
export function SandboxPaymentChip({ driver }: { driver: PaymentDriver | string | null }) {
  const { t } = useTranslation();
  if (driver !== 'sandbox') return null;
  return (
    <Chip
      size="small"
      color="warning"
      variant="outlined"
      label={t('orders.sandboxPayment')}
      title={t('orders.sandboxPaymentHint')}
      data-testid="sandbox-payment"
      // The warning hue marks the border only: as text it falls short of 4.5:1 on a light page.
      sx={{ marginInlineStart: 1, verticalAlign: 'middle', color: 'text.primary' }}
    />
  );
}
