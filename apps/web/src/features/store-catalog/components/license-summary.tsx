import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerLicense } from '@iot/shared/licenses';
import type { WithId } from '../../../api/client.ts';
import { LicenseStatusChip } from '../../../components/license-status-chip.tsx';
import { SeatUsage } from '../../../components/seat-usage.tsx';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';

type Summary = Pick<WithId<CustomerLicense>, 'product' | 'status' | 'seats' | 'seatsUsed' | 'period' | 'expiresAt'>;

/** A license card's top: the product, its status, seats used and the period with its expiry (and `extra` beside it). */
export function LicenseSummary({ license, extra }: { license: Summary; extra?: ReactNode }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{license.product.name}</Typography>
          <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
            {license.product.code}
          </Typography>
        </Box>
        <LicenseStatusChip status={license.status} />
      </Box>
      <SeatUsage used={license.seatsUsed} total={license.seats} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary">
          {t(`store.licenses.periods.${license.period}`)} ·{' '}
          {t(license.status === 'expired' ? 'store.licenses.expired' : 'store.licenses.expires', {
            date: format.date(license.expiresAt),
          })}
        </Typography>
        {extra}
      </Box>
    </>
  );
}
