import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import DragIcon from '@mui/icons-material/DragIndicator';
import EditIcon from '@mui/icons-material/EditOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import type { MarketingItem } from '@iot/shared/marketing';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { RowAction, RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { thumbnailOf } from '../../../components/image-uploader.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.tsx';
import { localizeDigits } from '../../../lib/format.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDeleteMarketingItem, useMarketingList, useReorderMarketing } from '../api/marketing-items.ts';
import { marketingPageOfPath, marketingPages, type MarketingPage } from '../lib/marketing-pages.ts';
import { marketingStatus } from '../lib/marketing-status.ts';
import { reorder } from '../lib/reorder.ts';
import { MarketingStatusDialog, type StatusChange } from './marketing-status-dialog.tsx';

/** SPEC §2 /cms/marketing/home-page-sliders and /cms/marketing/ads: the items in the order shoppers see them. */
export function MarketingListPage() {
  const { kind: path } = useParams();
  const paths = usePaths();
  const page = marketingPageOfPath(path);
  // SPEC §2: unknown CMS paths go to the products page.
  if (!page) return <Navigate replace to={paths.cms.products()} />;
  return <MarketingList key={page.kind} page={page} />;
}

const statusColors = { active: 'success', inactive: 'default', scheduled: 'info', ended: 'warning' } as const;

function MarketingList({ page }: { page: MarketingPage }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const language = useLanguage();
  const notify = useAlert();
  const { kind } = page;
  const list = useMarketingList(kind);
  const remove = useDeleteMarketingItem(kind);
  const move = useReorderMarketing(kind);
  // A role that may only read sees the items in their order, nothing to change (DESIGN §Operations).
  const writable = useCanWrite('marketing');
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropAt, setDropAt] = useState<number | null>(null);
  const singular = t(`marketing.singular.${kind}`);
  const deletion = useConfirmAction<string>({
    title: t(`marketing.deleteTitle.${kind}`),
    type: singular,
    run: remove.mutateAsync,
    done: t('catalog.alerts.deleted'),
  });
  const rows = list.data?.data ?? [];
  const isAds = kind === 'ads';
  const columns = writable ? 6 : 5;

  const moveTo = (from: number, to: number) => {
    const changes = reorder(rows, from, to);
    if (changes.length === 0) return;
    move.mutate(changes, {
      onSuccess: () => notify({ type: 'success', message: t('catalog.alerts.updated') }),
      onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
    });
  };
  // Only a role that may reorder drags rows.
  const dragProps = (index: number) => {
    if (!writable) return {};
    return {
      draggable: !move.isPending,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        setDragged(index);
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        setDropAt(index);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        if (dragged !== null) moveTo(dragged, index);
        setDragged(null);
        setDropAt(null);
      },
      onDragEnd: () => {
        setDragged(null);
        setDropAt(null);
      },
    };
  };
  const where = (item: WithId<MarketingItem>) =>
    isAds ? t(`marketing.placements.${item.placement}`) : t(`marketing.positions.${item.position}`);

  return (
    <>
      <PageHeader
        title={t(`marketing.kinds.${kind}`)}
        breadcrumbs={[
          { label: t('marketing.title'), to: paths.cms.marketing() },
          { label: t(`marketing.kinds.${kind}`) },
        ]}
        actions={
          writable && (
            <Button
              component={RouterLink}
              to={paths.cms.marketingAdd(page.path)}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t(`marketing.add.${kind}`)}
            </Button>
          )
        }
      />
      <Tabs
        value={page.path}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('marketing.title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {marketingPages.map((entry) => (
          <Tab
            key={entry.path}
            value={entry.path}
            label={t(`marketing.kinds.${entry.kind}`)}
            component={RouterLink}
            to={paths.cms.marketingList(entry.path)}
          />
        ))}
      </Tabs>
      <Paper variant="outlined">
        {writable && (
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pt: 2 }}>
            {t('marketing.reorderHint')}
          </Typography>
        )}
        <TableContainer>
          <Table aria-label={t(`marketing.kinds.${kind}`)}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ width: 96, px: { xs: 1, sm: 2 } }}>{t('marketing.fields.order')}</TableCell>
                <TableCell sx={{ width: 104, display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('marketing.fields.image')}
                </TableCell>
                <TableCell>{t('marketing.fields.title')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t(isAds ? 'marketing.fields.placement' : 'marketing.fields.position')}
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('marketing.fields.status')}</TableCell>
                {writable && (
                  <TableCell align="right" sx={{ px: { xs: 1, sm: 2 } }}>
                    {t('catalog.actions.label')}
                  </TableCell>
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              <TableStateRow
                columns={columns}
                loading={list.isPending}
                error={list.isError}
                empty={list.isSuccess && rows.length === 0}
                onRetry={() => void list.refetch()}
              />
              {rows.map((item, index) => {
                const status = marketingStatus(item);
                return (
                  <TableRow
                    key={item.id}
                    hover
                    data-testid="marketing-row"
                    {...dragProps(index)}
                    sx={{
                      opacity: dragged === index ? 0.5 : 1,
                      boxShadow: (theme) =>
                        dropAt === index && dragged !== index
                          ? `inset 0 ${dragged !== null && dragged < index ? -3 : 3}px 0 ${(theme.vars ?? theme).palette.primary.main}`
                          : undefined,
                    }}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } }}>
                      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.25 }}>
                        {writable && (
                          <DragIcon
                            fontSize="small"
                            sx={{ color: 'text.disabled', cursor: 'grab', display: { xs: 'none', md: 'block' } }}
                          />
                        )}
                        <Typography component="span" sx={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}>
                          {localizeDigits(String(index + 1), language)}
                        </Typography>
                        {writable && (
                          <Box sx={{ display: 'flex', flexDirection: 'column' }}>
                            <Tooltip title={t('marketing.actions.moveUp', { name: item.title })}>
                              <span>
                                <IconButton
                                  size="small"
                                  aria-label={t('marketing.actions.moveUp', { name: item.title })}
                                  disabled={index === 0 || move.isPending}
                                  onClick={() => moveTo(index, index - 1)}
                                >
                                  <ArrowUpIcon fontSize="inherit" />
                                </IconButton>
                              </span>
                            </Tooltip>
                            <Tooltip title={t('marketing.actions.moveDown', { name: item.title })}>
                              <span>
                                <IconButton
                                  size="small"
                                  aria-label={t('marketing.actions.moveDown', { name: item.title })}
                                  disabled={index === rows.length - 1 || move.isPending}
                                  onClick={() => moveTo(index, index + 1)}
                                >
                                  <ArrowDownIcon fontSize="inherit" />
                                </IconButton>
                              </span>
                            </Tooltip>
                          </Box>
                        )}
                      </Box>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <Box
                        component="img"
                        src={thumbnailOf(item.image)}
                        alt=""
                        draggable={false}
                        sx={{
                          width: 88,
                          height: 44,
                          objectFit: 'cover',
                          borderRadius: 1,
                          border: 1,
                          borderColor: 'divider',
                          display: 'block',
                        }}
                      />
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120, px: { xs: 1, sm: 2 } }}>
                      <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
                      {item.subTitle && (
                        <Typography variant="body2" color="text.secondary">
                          {item.subTitle}
                        </Typography>
                      )}
                      <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
                        {where(item)}
                      </Typography>
                      <Chip
                        size="small"
                        color={statusColors[status]}
                        label={t(`marketing.statuses.${status}`)}
                        sx={{ mt: 0.5, display: { xs: 'inline-flex', sm: 'none' } }}
                      />
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                      {where(item)}
                      {isAds && (item.startsAt || item.endsAt) && (
                        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                          {item.startsAt ? formatDateTime(item.startsAt, language) : '…'} –{' '}
                          {item.endsAt ? formatDateTime(item.endsAt, language) : '…'}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      <Chip
                        size="small"
                        color={statusColors[status]}
                        label={t(`marketing.statuses.${status}`)}
                        data-testid="marketing-status"
                      />
                    </TableCell>
                    {writable && (
                      <TableCell align="right" sx={{ px: { xs: 1, sm: 2 } }}>
                        {/* Two by two on a phone, so the title keeps room and no action scrolls out of view. */}
                        <Box
                          sx={{
                            display: 'inline-grid',
                            gridTemplateColumns: { xs: 'repeat(2, auto)', md: 'repeat(4, auto)' },
                          }}
                        >
                          <Tooltip
                            title={t(item.active ? 'marketing.actions.deactivateOf' : 'marketing.actions.activateOf', {
                              name: item.title,
                            })}
                          >
                            <IconButton
                              aria-label={t(
                                item.active ? 'marketing.actions.deactivateOf' : 'marketing.actions.activateOf',
                                { name: item.title },
                              )}
                              onClick={() => setStatusChange({ id: item.id, name: item.title, active: !item.active })}
                            >
                              {item.active ? <VisibilityOffIcon /> : <VisibilityIcon />}
                            </IconButton>
                          </Tooltip>
                          <RowAction
                            label={t('catalog.actions.editOf', { name: item.title })}
                            to={paths.cms.marketingEdit(page.path, item.id)}
                            icon={<EditIcon />}
                          />
                          <RowAction
                            label={t('catalog.actions.translateOf', { name: item.title })}
                            to={paths.cms.marketingTranslate(page.path, item.id)}
                            icon={<TranslateIcon />}
                          />
                          <RowDeleteButton
                            label={t('catalog.actions.deleteOf', { name: item.title })}
                            onClick={() => deletion.open(item.id, item.title)}
                          />
                        </Box>
                      </TableCell>
                    )}
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>
      {deletion.dialog}
      <MarketingStatusDialog kind={kind} change={statusChange} onClose={() => setStatusChange(null)} />
    </>
  );
}
