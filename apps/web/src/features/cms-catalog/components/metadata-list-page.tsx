import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Paper from '@mui/material/Paper';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import TranslateIcon from '@mui/icons-material/Translate';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { metadataKinds, type MetadataItem, type MetadataKind } from '@iot/shared/catalog-metadata';
import type { WithId } from '../../../api/client.ts';
import { thumbnailOf } from '../../../components/image-uploader.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { metadataListSearchSchema, useDeleteMetadataItem, useMetadataList } from '../api/metadata-items.ts';
import { hasDescription, metadataPageOfPath, metadataPages, type MetadataPage } from '../lib/metadata-pages.ts';
import { RowAction, RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { MetadataForm } from './metadata-form.tsx';
import { useDeleteDialog } from './use-delete-dialog.tsx';
import { useListSearch } from '../../../lib/use-list-search.ts';
import { DataList, type DataListColumn } from '../../../components/cms/data-list.tsx';
import { ListSearchField } from '../../../components/cms/list-search-field.tsx';

type MetadataRow = WithId<MetadataItem>;

/** SPEC §2 /cms/metadata/{kind}: one page per kind, driven by the shared metadataKinds registry. */
export function MetadataListPage() {
  const { kind: path } = useParams();
  const paths = usePaths();
  const page = metadataPageOfPath(path);
  // SPEC §2: unknown CMS paths go to the products page.
  if (!page) return <Navigate replace to={paths.cms.products()} />;
  return <MetadataList key={page.kind} page={page} />;
}

function MetadataList({ page }: { page: MetadataPage }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const [state, setState] = useListSearch(metadataListSearchSchema);
  const list = useMetadataList(page.kind, state);
  const remove = useDeleteMetadataItem(page.kind);
  const [editing, setEditing] = useState<WithId<MetadataItem> | 'new' | null>(null);
  const singular = t(`catalog.metadata.singular.${page.kind}`);
  const deletion = useDeleteDialog({
    title: t('catalog.metadata.deleteTitle', { item: singular }),
    type: singular,
    remove: remove.mutateAsync,
  });
  const withImage = metadataKinds[page.kind].image !== 'none';
  const editLabel = (item: MetadataRow) => t('catalog.actions.editOf', { name: item.title });
  const writable = useCanWrite('metadata');
  // At phone width the thumbnail and the description are left out and the active state goes under the title.
  const columns: DataListColumn<MetadataRow>[] = [
    {
      header: t('catalog.metadata.fields.image'),
      shown: withImage,
      hiddenBelow: 'sm',
      sx: { width: 72 },
      cell: (item) => <MetadataThumbnail item={item} />,
    },
    {
      header: t('catalog.metadata.fields.title'),
      sx: { overflowWrap: 'break-word' },
      cell: (item) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {item.title}
        </Box>
      ),
    },
    {
      header: t('catalog.metadata.fields.description'),
      shown: hasDescription(page.kind),
      hiddenBelow: 'md',
      sx: { color: 'text.secondary', maxWidth: 420 },
      cell: (item) => (
        <Typography
          variant="body2"
          sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {item.description || '—'}
        </Typography>
      ),
    },
    {
      header: t('catalog.metadata.fields.active'),
      hiddenBelow: 'sm',
      cell: (item) => (
        <Chip
          size="small"
          color={item.active ? 'success' : 'default'}
          label={item.active ? t('catalog.metadata.active') : t('catalog.metadata.inactive')}
        />
      ),
    },
    // A role that may only read sees the list, nothing to change in it (DESIGN §Operations).
    {
      header: t('catalog.actions.label'),
      shown: writable,
      align: 'right',
      sx: { whiteSpace: 'nowrap' },
      cell: (item) => (
        <>
          {page.formRoutes ? (
            <RowAction label={editLabel(item)} to={paths.cms.metadataEdit(page.path, item.id)} icon={<EditIcon />} />
          ) : (
            <Tooltip title={editLabel(item)}>
              <IconButton aria-label={editLabel(item)} onClick={() => setEditing(item)}>
                <EditIcon />
              </IconButton>
            </Tooltip>
          )}
          <RowAction
            label={t('catalog.actions.translateOf', { name: item.title })}
            to={paths.cms.metadataTranslate(page.path, item.id)}
            icon={<TranslateIcon />}
          />
          <RowDeleteButton
            label={t('catalog.actions.deleteOf', { name: item.title })}
            onClick={() => deletion.open({ id: item.id, name: item.title })}
          />
        </>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t(`catalog.metadata.kinds.${page.kind}`)}
        breadcrumbs={[
          { label: t('catalog.metadata.title'), to: paths.cms.metadata() },
          { label: t(`catalog.metadata.kinds.${page.kind}`) },
        ]}
        actions={
          writable &&
          (page.formRoutes ? (
            <Button
              component={RouterLink}
              to={paths.cms.metadataAdd(page.path)}
              variant="contained"
              startIcon={<AddIcon />}
            >
              {t('catalog.metadata.add', { item: singular })}
            </Button>
          ) : (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
              {t('catalog.metadata.add', { item: singular })}
            </Button>
          ))
        }
      />
      <Tabs
        value={page.path}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('catalog.metadata.title')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {metadataPages.map((entry) => (
          <Tab
            key={entry.path}
            value={entry.path}
            label={t(`catalog.metadata.kinds.${entry.kind}`)}
            component={RouterLink}
            to={paths.cms.metadataList(entry.path)}
          />
        ))}
      </Tabs>
      <Paper variant="outlined">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(240px, 420px)' }, p: 2 }}>
          <ListSearchField
            label={t('catalog.filters.search')}
            value={state.search ?? ''}
            onCommit={(search) => setState({ search })}
          />
        </Box>
        <DataList
          label={t(`catalog.metadata.kinds.${page.kind}`)}
          columns={columns}
          rows={list.data?.data ?? []}
          rowKey={(item) => item.id}
          rowTestId="metadata-row"
          phone={(item) => (item.active ? t('catalog.metadata.active') : t('catalog.metadata.inactive'))}
          total={list.data?.meta.total ?? 0}
          state={state}
          onChange={setState}
          query={list}
        />
      </Paper>
      {deletion.dialog}
      <MetadataDialog kind={page.kind} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** An item's picture in the list, or a placeholder naming its absence. */
function MetadataThumbnail({ item }: { item: MetadataRow }) {
  const { t } = useTranslation();
  const frame = { width: 48, height: 48, borderRadius: 1, display: 'block' };
  return item.image ? (
    <Box
      component="img"
      src={thumbnailOf(item.image)}
      alt=""
      sx={{ ...frame, objectFit: 'contain', border: 1, borderColor: 'divider' }}
    />
  ) : (
    <Box sx={{ ...frame, bgcolor: 'action.hover', color: 'text.disabled', display: 'grid', placeItems: 'center' }}>
      <ImageIcon fontSize="small" titleAccess={t('catalog.metadata.noImage')} />
    </Box>
  );
}

/** Tags and the type kinds have no add or edit route (SPEC §2): they are written in a dialog. */
function MetadataDialog({
  kind,
  editing,
  onClose,
}: {
  kind: MetadataKind;
  editing: WithId<MetadataItem> | 'new' | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const singular = t(`catalog.metadata.singular.${kind}`);
  const title =
    editing === 'new' ? t('catalog.metadata.add', { item: singular }) : t('catalog.metadata.edit', { item: singular });
  return (
    <Dialog open={editing !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="metadata-dialog-title">
      <DialogTitle id="metadata-dialog-title">{title}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {editing !== null && (
          <MetadataForm
            kind={kind}
            item={editing === 'new' ? undefined : editing}
            onSaved={onClose}
            onCancel={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
