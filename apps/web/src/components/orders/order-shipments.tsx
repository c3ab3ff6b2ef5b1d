import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { carrierTrackingUrl } from '@iot/shared/carrier-tracking';
import type { Order } from '@iot/shared/orders';
import type { WithId } from '../../api/client.ts';
import { formatDateTime } from '../../lib/dates.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { GridList } from '../grid-list.tsx';

type Props = {
  shipments: WithId<Order['shipments']>;
  /** The order's lines, to name what each parcel holds. */
  items: { id: string; name: string }[];
};

/**
 * The parcels sent for an order: carrier, tracking number, when, and what each holds (the
 * customer's order page and the back office). A known carrier's tracking number links to its
 * tracking page, in a new tab that cannot reach back to this one.
 */
export function OrderShipments({ shipments, items }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (shipments.length === 0) return <Typography color="text.secondary">{t('orders.detail.noShipments')}</Typography>;
  const nameOf = new Map(items.map((item) => [item.id, item.name]));
  return (
    <GridList sx={{ gap: 2 }}>
      {shipments.map((shipment) => (
        <Box
          component="li"
          key={shipment.id}
          data-testid="order-shipment"
          sx={{
            borderInlineStart: 3,
            borderColor: 'primary.main',
            paddingInlineStart: 1.5,
            display: 'grid',
            gap: 0.25,
          }}
        >
          <Typography>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('orders.detail.carrier')}:{' '}
            </Box>
            <bdi>{shipment.carrier}</bdi>
          </Typography>
          <Typography>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {t('orders.detail.trackingNumber')}:{' '}
            </Box>
            <TrackingNumber carrier={shipment.carrier} trackingNumber={shipment.trackingNumber} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatDateTime(shipment.createdAt, language)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {shipment.lines
              .filter((line) => line.quantity > 0)
              .map((line) =>
                t('orders.detail.shipmentLine', {
                  name: nameOf.get(line.lineId) ?? '—',
                  quantity: formatNumber(line.quantity, language),
                }),
              )
              .join(' · ')}
          </Typography>
        </Box>
      ))}
    </GridList>
  );
}

function TrackingNumber({ carrier, trackingNumber }: { carrier: string; trackingNumber: string }) {
  const { t } = useTranslation();
  const number = (
    <Box component="bdi" dir="ltr" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="tracking-number">
      {trackingNumber}
    </Box>
  );
  const url = carrierTrackingUrl(carrier, trackingNumber);
  if (!url) return number;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('orders.detail.trackingLink', { number: trackingNumber })}
      data-testid="tracking-link"
    >
      {number}
    </Link>
  );
}
