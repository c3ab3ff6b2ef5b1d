import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Dashboard } from '@iot/shared/dashboard';
import { OrderStatusChip, orderStatusColor } from '../../../components/order-status-chip.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useChartSetup } from '../lib/use-chart-setup.ts';
import { GridList } from '../../../components/grid-list.tsx';

/**
 * The period's orders by their status now, one bar each in its chip's color, in the chips' order.
 * The bars are hidden from screen readers: the chips under them say the same, each status linking
 * to its orders.
 */
export function OrdersByStatusChart({ rows }: { rows: Dashboard['ordersByStatus'] }) {
  const { t } = useTranslation();
  const { palette, rtl, format } = useChartSetup();
  const paths = usePaths();
  return (
    <>
      <Box aria-hidden sx={{ height: 200, direction: 'ltr' }}>
        <BarChart
          height={200}
          disableKeyboardNavigation
          xAxis={[
            {
              scaleType: 'band',
              data: rows.map((row) => row.status),
              // The status names do not fit under five bars in a card's width; the chips below name
              // each bar, in its color, with its count.
              tickLabelInterval: () => false,
              valueFormatter: (status: Dashboard['ordersByStatus'][number]['status']) => t(`orders.statuses.${status}`),
              reverse: rtl,
              colorMap: {
                type: 'ordinal',
                values: rows.map((row) => row.status),
                colors: rows.map((row) => orderStatusColor(palette, row.status)),
              },
              height: 8,
            },
          ]}
          yAxis={[
            {
              position: rtl ? 'right' : 'left',
              valueFormatter: (value: number) => format.number(value),
              tickMinStep: 1,
              width: 40,
            },
          ]}
          series={[
            {
              data: rows.map((row) => row.orders),
              label: t('cms.dashboard.figures.orders'),
              valueFormatter: (value) => (value === null ? '' : format.number(value)),
            },
          ]}
          hideLegend
        />
      </Box>
      <GridList sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {rows.map((row) => (
          <Box component="li" key={row.status} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Link component={RouterLink} to={paths.cms.orders({ status: row.status })} underline="none">
              <OrderStatusChip status={row.status} />
            </Link>
            <span data-testid={`status-count-${row.status}`}>{format.number(row.orders)}</span>
          </Box>
        ))}
      </GridList>
    </>
  );
}
