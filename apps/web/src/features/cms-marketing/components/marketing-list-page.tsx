import { useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
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
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
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

  const statusChip = (item: WithId<MarketingItem>, sx: SxProps<Theme>, testId?: string) => {
    const status = marketingStatus(item);
    return (
      <Chip
        size="small"
        color={statusColors[status]}
        label={t(`marketing.statuses.${status}`)}
        sx={sx}
        data-testid={testId}
      />
    );
  };
  const columns: DataListColumn<WithId<MarketingItem>>[] = [
    {
      header: t('marketing.fields.order'),
      sx: { width: 96, whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } },
      cell: (item, index) => (
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
      ),
    },
    {
      header: t('marketing.fields.image'),
      hiddenBelow: 'sm',
      sx: { width: 104 },
      cell: (item) => (
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
      ),
    },
    {
      header: t('marketing.fields.title'),
      sx: { overflowWrap: 'anywhere', minWidth: 120, px: { xs: 1, sm: 2 } },
      // Below the widths where their columns show, the place goes under the title and the status after it.
      cell: (item) => (
        <>
          <Typography sx={{ fontWeight: 600 }}>{item.title}</Typography>
          {item.subTitle && (
            <Typography variant="body2" color="text.secondary">
              {item.subTitle}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
            {where(item)}
          </Typography>
          {statusChip(item, { mt: 0.5, display: { xs: 'inline-flex', sm: 'none' } })}
        </>
      ),
    },
    {
      header: t(isAds ? 'marketing.fields.placement' : 'marketing.fields.position'),
      hiddenBelow: 'md',
      cell: (item) => (
        <>
          {where(item)}
          {isAds && (item.startsAt || item.endsAt) && (
            <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
              {item.startsAt ? formatDateTime(item.startsAt, language) : '…'} –{' '}
              {item.endsAt ? formatDateTime(item.endsAt, language) : '…'}
            </Typography>
          )}
        </>
      ),
    },
    {
      header: t('marketing.fields.status'),
      hiddenBelow: 'sm',
      cell: (item) => statusChip(item, {}, 'marketing-status'),
    },
    {
      header: t('catalog.actions.label'),
      shown: writable,
      align: 'right',
      sx: { px: { xs: 1, sm: 2 } },
      cell: (item) => (
        // Two by two on a phone, so the title keeps room and no action scrolls out of view.
        <Box sx={{ display: 'inline-grid', gridTemplateColumns: { xs: 'repeat(2, auto)', md: 'repeat(4, auto)' } }}>
          <Tooltip
            title={t(item.active ? 'marketing.actions.deactivateOf' : 'marketing.actions.activateOf', {
              name: item.title,
            })}
          >
            <IconButton
              aria-label={t(item.active ? 'marketing.actions.deactivateOf' : 'marketing.actions.activateOf', {
                name: item.title,
              })}
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
      ),
    },
  ];

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
        <DataList
          label={t(`marketing.kinds.${kind}`)}
          columns={columns}
          rows={rows}
          rowKey={(item) => item.id}
          rowTestId="marketing-row"
          rowProps={(_item, index) => ({
            ...dragProps(index),
            sx: {
              opacity: dragged === index ? 0.5 : 1,
              boxShadow: (theme) =>
                dropAt === index && dragged !== index
                  ? `inset 0 ${dragged !== null && dragged < index ? -3 : 3}px 0 ${(theme.vars ?? theme).palette.primary.main}`
                  : undefined,
            },
          })}
          query={list}
          paged={false}
        />
      </Paper>
      {deletion.dialog}
      <MarketingStatusDialog kind={kind} change={statusChange} onClose={() => setStatusChange(null)} />
    </>
  );
}
