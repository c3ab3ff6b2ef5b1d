import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { displayName } from '@iot/shared/auth';
import type { Dashboard, DashboardFigures } from '@iot/shared/dashboard';
import { useAdminProfile } from '../../../api/auth/admin-session.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { PageLoading } from '../../../components/page-loading.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { brand } from '../../../lib/brand.ts';
import { datePresets } from '../../../lib/date-presets.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useCmsDashboard } from '../api/dashboard.ts';
import {
  dashboardRange,
  readDashboardState,
  writeDashboardState,
  type DashboardState,
} from '../lib/dashboard-state.ts';
import { FigureCard } from './figure-card.tsx';
import { OrdersByStatusChart } from './orders-by-status-chart.tsx';
import { SalesChart } from './sales-chart.tsx';
import { TopProductsChart } from './top-products-chart.tsx';

const moneyFigures = ['netSales', 'averageOrderValue', 'discountCost'] as const;
const figureOrder: (keyof DashboardFigures)[] = [
  'netSales',
  'orders',
  'averageOrderValue',
  'newCustomers',
  'unitsSold',
  'discountCost',
  'redemptions',
];

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }} data-testid={testId}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * SPEC §2 /cms/dashboard: the period's figures beside the period before (SPEC §9 presets, kept
 * in the URL), sales by day, orders by status, best sellers, low stock and the work waiting.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: admin } = useAdminProfile();
  const [params, setParams] = useSearchParams();
  const state = readDashboardState(params);
  const range = dashboardRange(state);
  const dashboard = useCmsDashboard(range);
  const change = (next: Partial<DashboardState>) => setParams(writeDashboardState({ ...state, ...next }));
  const name = admin ? displayName({ ...admin, username: admin.email }) : '';

  return (
    <>
      <PageHeader title={t('cms.dashboard.title')} subtitle={name ? t('cms.dashboard.welcome', { name }) : undefined} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <TextField
          select
          size="small"
          label={t('cms.dashboard.period')}
          value={state.preset}
          onChange={(event) => change({ preset: event.target.value as DashboardState['preset'] })}
          sx={{ minWidth: 200 }}
          slotProps={{ htmlInput: { 'data-testid': 'dashboard-period' } }}
        >
          {datePresets.map((preset) => (
            <MenuItem key={preset} value={preset}>
              {t(`ordersAdmin.datePresets.${preset}`)}
            </MenuItem>
          ))}
        </TextField>
        {state.preset === 'custom' &&
          (['from', 'to'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={t(`cms.dashboard.${end}`)}
              value={state[end]}
              onChange={(event) => change({ [end]: event.target.value })}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          ))}
      </Box>
      {range === null ? (
        <Typography color="text.secondary">{t('cms.dashboard.chooseDates')}</Typography>
      ) : dashboard.isError ? (
        <QueryError message={errorMessageOf(dashboard.error)} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.data ? (
        <DashboardBody dashboard={dashboard.data} />
      ) : (
        <PageLoading />
      )}
    </>
  );
}

function DashboardBody({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const paths = usePaths();
  const text = (figure: keyof DashboardFigures, value: number) =>
    (moneyFigures as readonly string[]).includes(figure)
      ? format.price(value, dashboard.currency)
      : format.number(value);
  const queues = [
    {
      key: 'awaitingAcceptance',
      count: dashboard.queues.awaitingAcceptance,
      to: paths.cms.orders({ status: 'pending' }),
    },
    { key: 'readyToShip', count: dashboard.queues.readyToShip, to: paths.cms.orders({ status: 'in_progress' }) },
    { key: 'openRequests', count: dashboard.queues.openRequests, to: paths.cms.requests() },
    {
      key: 'licenseSeatsNearlyUsedUp',
      count: dashboard.queues.licenseSeatsNearlyUsedUp,
      to: paths.cms.licenses({ nearlyUsedUp: 'true' }),
    },
  ] as const;

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {/* Seven figures and no card alone on a row: the headline spans a phone's two columns, then four
          a row (four and three), then all seven in one row on the widest screens. */}
      <Box
        component="section"
        aria-label={t('cms.dashboard.period')}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'repeat(2, minmax(0, 1fr))',
            sm: 'repeat(4, minmax(0, 1fr))',
            xl: `repeat(${figureOrder.length}, minmax(0, 1fr))`,
          },
          '& > :first-of-type': { gridColumn: { xs: 'span 2', sm: 'auto' } },
        }}
      >
        {figureOrder.map((figure) => (
          <FigureCard
            key={figure}
            testId={`figure-${figure}`}
            label={t(`cms.dashboard.figures.${figure}`)}
            value={text(figure, dashboard.current[figure])}
            current={dashboard.current[figure]}
            previous={dashboard.previous[figure]}
            previousText={text(figure, dashboard.previous[figure])}
          />
        ))}
      </Box>
      <Section title={t('cms.dashboard.queues')} testId="dashboard-queues">
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', xl: 'repeat(4, 1fr)' },
          }}
        >
          {queues.map((queue) => (
            <Box key={queue.key} sx={{ display: 'flex', alignItems: 'baseline', gap: 1.5, flexWrap: 'wrap' }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid={`queue-${queue.key}`}>
                {format.number(queue.count)}
              </Typography>
              <Link component={RouterLink} to={queue.to}>
                {t(`cms.dashboard.${queue.key}`)}
              </Link>
            </Box>
          ))}
        </Box>
      </Section>
      {/* The sales chart with the orders by status beside it; on narrower screens one under the other. */}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' },
        }}
      >
        <Section title={t('cms.dashboard.salesOverTime')}>
          <SalesChart dashboard={dashboard} />
        </Section>
        <Section title={t('cms.dashboard.ordersByStatus')} testId="orders-by-status">
          <OrdersByStatusChart rows={dashboard.ordersByStatus} />
        </Section>
      </Box>
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' } }}
      >
        <Section title={t('cms.dashboard.topProducts')} testId="top-products">
          <TopProductsChart dashboard={dashboard} />
        </Section>
        {/* SPEC §6: stock is kept, and its screens exist, only for brands with the CMS stock flag. */}
        {brand.features.cmsStock && (
          <Section title={t('cms.dashboard.lowStock')} testId="low-stock">
            {dashboard.lowStock.length === 0 ? (
              <Typography color="text.secondary">{t('cms.dashboard.noLowStock')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('cms.dashboard.product')}</TableCell>
                    <TableCell align="right">{t('cms.dashboard.level')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {dashboard.lowStock.map((product) => (
                    <TableRow key={product.productId}>
                      <TableCell>
                        <Link component={RouterLink} to={paths.cms.inventoryProduct(product.productId)}>
                          <bdi>{product.name}</bdi>
                        </Link>
                      </TableCell>
                      <TableCell align="right">{format.number(product.level)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
            <Link
              component={RouterLink}
              to={paths.cms.inventory({ stock: 'low' })}
              sx={{ display: 'inline-block', mt: 1 }}
            >
              {t('cms.dashboard.seeAll')}
            </Link>
          </Section>
        )}
      </Box>
    </Box>
  );
}
