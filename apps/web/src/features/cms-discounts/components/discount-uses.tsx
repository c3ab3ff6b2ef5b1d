import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DiscountUse } from '@iot/shared/admin-discounts';
import type { WithId } from '../../../api/client.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';

type Use = WithId<DiscountUse>;

/** A code's history: each use with its order, customer, amount and date; kept when the code is edited. */
export function DiscountUses({ uses }: { uses: Use[] }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const customerLink = (use: Use) => (
    <Link component={RouterLink} to={paths.cms.customer(use.customer.id)}>
      {use.customer.name ?? use.customer.id}
    </Link>
  );
  const columns: DataListColumn<Use>[] = [
    {
      header: t('discounts.history.order'),
      sx: { whiteSpace: 'nowrap' },
      cell: (use) => (
        <>
          <Link component={RouterLink} to={paths.cms.order(use.orderId)}>
            #{format.digits(use.orderNumber ?? '—')}
          </Link>
          {use.released && <Chip size="small" sx={{ marginInlineStart: 1 }} label={t('discounts.history.released')} />}
        </>
      ),
    },
    { header: t('discounts.history.customer'), hiddenBelow: 'sm', cell: (use) => customerLink(use) },
    {
      header: t('discounts.history.amount'),
      sx: { whiteSpace: 'nowrap' },
      cell: (use) => format.price(use.amount, use.currency),
    },
    {
      header: t('discounts.history.usedAt'),
      hiddenBelow: 'sm',
      sx: { whiteSpace: 'nowrap' },
      cell: (use) => format.date(use.usedAt),
    },
  ];
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('discounts.history.title')}
      </Typography>
      <DataList
        label={t('discounts.history.title')}
        size="small"
        columns={columns}
        rows={uses}
        rowKey={(use) => use.orderId}
        // On a phone the customer and the date go under the order, so the amount stays in view.
        phone={(use) => (
          <>
            <div>{customerLink(use)}</div>
            <div>{format.date(use.usedAt)}</div>
          </>
        )}
        emptyText={t('discounts.history.none')}
        paged={false}
      />
    </Paper>
  );
}
