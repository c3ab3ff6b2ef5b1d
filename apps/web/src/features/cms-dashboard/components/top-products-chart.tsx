import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@iot/shared/dashboard';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useChartSetup } from '../lib/use-chart-setup.ts';

/** A product's name on the chart's axis, cut short so the bars keep their room on a phone. */
const axisLabel = (name: string) => (name.length > 16 ? `${name.slice(0, 15)}…` : name);

/**
 * The period's best sellers as bars of units sold, longest first from the top; the tooltip names the
 * product in full. Screen readers get the units and net sales as a list (the drawing is hidden).
 */
export function TopProductsChart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const { palette, rtl, format } = useChartSetup();
  const products = dashboard.topProducts;
  if (products.length === 0) return <Typography color="text.secondary">{t('catalog.states.notFound')}</Typography>;
  const height = 48 + products.length * 40;
  return (
    <>
      <Box aria-hidden sx={{ height, direction: 'ltr' }}>
        <BarChart
          height={height}
          layout="horizontal"
          disableKeyboardNavigation
          yAxis={[
            {
              scaleType: 'band',
              data: products.map((product) => product.name),
              valueFormatter: (name: string, context) => (context.location === 'tick' ? axisLabel(name) : name),
              position: rtl ? 'right' : 'left',
              width: 120,
            },
          ]}
          xAxis={[
            {
              valueFormatter: (value: number) => format.number(value),
              reverse: rtl,
              tickMinStep: 1,
              height: 28,
            },
          ]}
          series={[
            {
              data: products.map((product) => product.units),
              label: t('cms.dashboard.units'),
              valueFormatter: (value) => (value === null ? '' : format.number(value)),
              color: palette.secondary.main,
            },
          ]}
          hideLegend
        />
      </Box>
      {/* A list, not a table: inside the 1 px box a table keeps its cells' widths and would reach past the card. */}
      <Box component="ul" sx={visuallyHidden} data-testid="top-products-list">
        {products.map((product) => (
          <li key={`${product.productId ?? ''}-${product.code}`}>
            {product.name}: {t('cms.dashboard.units')} {format.number(product.units)},{' '}
            {t('cms.dashboard.figures.netSales')} {format.price(product.netSales, dashboard.currency)}
          </li>
        ))}
      </Box>
    </>
  );
}
