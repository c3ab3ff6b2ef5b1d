import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { MarketplaceRequest } from '@iot/shared/requests';
import type { WithId } from '../../../api/client.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** What the customer sent: its title and status, when, the products with quantities, and the message. */
export function RequestOverview({ request, title }: { request: WithId<MarketplaceRequest>; title: ReactNode }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {title}
        <Chip size="small" label={t(`store.myRequests.statuses.${request.status}`)} />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(request.createdAt, language)}
      </Typography>
      {request.products.length > 0 && (
        <Typography sx={{ mt: 1 }}>
          {request.products
            .map((line) => `${line.name} × ${formatNumber(line.quantity, language)}`)
            .join(t('store.specs.listSeparator'))}
        </Typography>
      )}
      <Typography dir="auto" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {request.message}
      </Typography>
    </>
  );
}
