import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@iot/shared/dashboard';
import { formatDayAndMonth } from '../../../lib/dates.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useChartSetup } from '../lib/use-chart-setup.ts';

/**
 * Net sales per day. Arabic reads the days from right to left; screen readers get the same
 * figures as a table (the drawing is hidden from them).
 */
export function SalesChart({ dashboard }: { dashboard: Dashboard }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { palette, language, rtl, format } = useChartSetup();
  const days = dashboard.salesOverTime;
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const labelStep = Math.max(1, Math.ceil(days.length / (narrow ? 4 : 8)));
  const money = (value: number | null) => (value === null ? '' : format.price(value, dashboard.currency));
  return (
    <>
      <Box aria-hidden sx={{ height: 280, direction: 'ltr' }}>
        <LineChart
          height={280}
          disableKeyboardNavigation
          xAxis={[
            {
              scaleType: 'point',
              data: days.map((day) => day.day),
              valueFormatter: (day: string) => formatDayAndMonth(day, language),
              reverse: rtl,
              height: 40,
              // About eight dated ticks (four on a phone) whatever the period's length, so labels never overlap.
              tickLabelInterval: (_day: string, index: number) => index % labelStep === 0,
            },
          ]}
          yAxis={[
            {
              position: rtl ? 'right' : 'left',
              valueFormatter: (value: number) => format.number(value),
              width: 64,
            },
          ]}
          series={[
            {
              data: days.map((day) => day.netSales),
              label: t('cms.dashboard.figures.netSales'),
              valueFormatter: money,
              area: true,
              curve: 'linear',
              color: palette.primary.main,
              showMark: days.length <= 31,
            },
          ]}
          hideLegend
        />
      </Box>
      {/* Hidden by a box around it: a table ignores the 1 px height, so a 90-day period's rows would lengthen the page. */}
      <Box sx={visuallyHidden}>
        <Table size="small" data-testid="sales-table">
          <caption>{t('cms.dashboard.salesOverTime')}</caption>
          <TableHead>
            <TableRow>
              <TableCell>{t('cms.dashboard.day')}</TableCell>
              <TableCell>{t('cms.dashboard.figures.netSales')}</TableCell>
              <TableCell>{t('cms.dashboard.figures.orders')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.day}>
                <TableCell>{formatDayAndMonth(day.day, language)}</TableCell>
                <TableCell>{money(day.netSales)}</TableCell>
                <TableCell>{format.number(day.orders)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}
