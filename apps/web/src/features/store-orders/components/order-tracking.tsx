import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { trackingSteps, type Order } from '@iot/shared/orders';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/**
 * SPEC §4 tracking steps: pending, in progress, shipped, delivered, each with the time it was
 * reached; a rejected or cancelled order shows where it stopped and says so.
 */
export function OrderTracking({ status, history }: Pick<Order, 'status' | 'history'>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reachedAt = new Map(history.map((change) => [change.to, change.at]));
  const rejected = status === 'rejected' || status === 'cancelled';
  // A rejected (or cancelled) order stopped at the step it was in when it was refused.
  const stoppedAt = rejected ? (history.find((change) => change.to === status)?.from ?? 'pending') : status;
  const activeIndex = trackingSteps.indexOf(stoppedAt as (typeof trackingSteps)[number]);

  return (
    <>
      {rejected && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid={`order-${status}`}>
          {t(status === 'cancelled' ? 'orders.detail.cancelled' : 'orders.detail.rejected', {
            date: formatDateTime(reachedAt.get(status) ?? '', language),
          })}
        </Alert>
      )}
      <Stepper
        activeStep={status === 'delivered' ? trackingSteps.length : activeIndex}
        orientation="vertical"
        aria-label={t('orders.detail.tracking')}
        data-testid="order-tracking"
      >
        {trackingSteps.map((step, index) => (
          // The step the order is at is the current one; those before it are done.
          <Step key={step} completed={index < activeIndex || status === 'delivered'}>
            <StepLabel
              icon={formatNumber(index + 1, language)}
              error={rejected && index === activeIndex}
              optional={
                reachedAt.has(step) ? (
                  <Typography variant="caption" color="text.secondary">
                    {formatDateTime(reachedAt.get(step) ?? '', language)}
                  </Typography>
                ) : undefined
              }
            >
              {t(`orders.statuses.${step}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
    </>
  );
}
