import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import SearchIcon from '@mui/icons-material/Search';
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
import { CatalogPagination } from '../../../components/cms/list-pagination.tsx';
import { RowAction, RowDeleteButton } from '../../../components/cms/row-action.tsx';
import { MetadataForm } from './metadata-form.tsx';
import { TableStateRow } from '../../../components/cms/table-state-row.tsx';
import { useDeleteDialog } from './use-delete-dialog.tsx';
import { listPageSizes, useListSearch } from '../../../lib/use-list-search.ts';

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
  const rows = list.data?.data ?? [];
  const withImage = metadataKinds[page.kind].image !== 'none';
  const withDescription = hasDescription(page.kind);
  const columns = 3 + (withImage ? 1 : 0) + (withDescription ? 1 : 0);

  return (
    <>
      <PageHeader
        title={t(`catalog.metadata.kinds.${page.kind}`)}
        breadcrumbs={[
          { label: t('catalog.metadata.title'), to: paths.cms.metadata() },
          { label: t(`catalog.metadata.kinds.${page.kind}`) },
        ]}
        actions={
          page.formRoutes ? (
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
          )
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
        <Box sx={{ p: 2 }}>
          <TextField
            key={page.kind}
            label={t('catalog.filters.search')}
            defaultValue={state.search ?? ''}
            type="search"
            size="small"
            onKeyDown={(event) => {
              if (event.key === 'Enter') setState({ search: (event.target as HTMLInputElement).value.trim() });
            }}
            onBlur={(event) =>
              event.target.value.trim() !== (state.search ?? '') && setState({ search: event.target.value.trim() })
            }
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon />
                  </InputAdornment>
                ),
              },
              htmlInput: { maxLength: 100 },
            }}
          />
        </Box>
        <TableContainer>
          <Table aria-label={t(`catalog.metadata.kinds.${page.kind}`)}>
            <TableHead>
              <TableRow>
                {withImage && (
                  <TableCell sx={{ width: 72, display: { xs: 'none', sm: 'table-cell' } }}>
                    {t('catalog.metadata.fields.image')}
                  </TableCell>
                )}
                <TableCell>{t('catalog.metadata.fields.title')}</TableCell>
                {withDescription && (
                  <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                    {t('catalog.metadata.fields.description')}
                  </TableCell>
                )}
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                  {t('catalog.metadata.fields.active')}
                </TableCell>
                <TableCell align="right">{t('catalog.actions.label')}</TableCell>
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
              {rows.map((item) => (
                <TableRow key={item.id} hover data-testid="metadata-row">
                  {withImage && (
                    <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                      {item.image ? (
                        <Box
                          component="img"
                          src={thumbnailOf(item.image)}
                          alt=""
                          sx={{
                            width: 48,
                            height: 48,
                            objectFit: 'contain',
                            borderRadius: 1,
                            border: 1,
                            borderColor: 'divider',
                            display: 'block',
                          }}
                        />
                      ) : (
                        <Box
                          sx={{
                            width: 48,
                            height: 48,
                            borderRadius: 1,
                            bgcolor: 'action.hover',
                            color: 'text.disabled',
                            display: 'grid',
                            placeItems: 'center',
                          }}
                        >
                          <ImageIcon fontSize="small" titleAccess={t('catalog.metadata.noImage')} />
                        </Box>
                      )}
                    </TableCell>
                  )}
                  <TableCell sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>{item.title}</TableCell>
                  {withDescription && (
                    <TableCell
                      sx={{ display: { xs: 'none', md: 'table-cell' }, color: 'text.secondary', maxWidth: 420 }}
                    >
                      <Typography
                        variant="body2"
                        sx={{
                          display: '-webkit-box',
                          WebkitLineClamp: 2,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                        }}
                      >
                        {item.description || '—'}
                      </Typography>
                    </TableCell>
                  )}
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <Chip
                      size="small"
                      color={item.active ? 'success' : 'default'}
                      label={item.active ? t('catalog.metadata.active') : t('catalog.metadata.inactive')}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {page.formRoutes ? (
                      <RowAction
                        label={t('catalog.actions.editOf', { name: item.title })}
                        to={paths.cms.metadataEdit(page.path, item.id)}
                        icon={<EditIcon />}
                      />
                    ) : (
                      <Tooltip title={t('catalog.actions.editOf', { name: item.title })}>
                        <IconButton
                          aria-label={t('catalog.actions.editOf', { name: item.title })}
                          onClick={() => setEditing(item)}
                        >
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
        <CatalogPagination
          total={list.data?.meta.total ?? 0}
          page={state.page}
          limit={state.limit}
          pageSizes={listPageSizes}
          onPage={(next) => setState({ page: next })}
          onLimit={(limit) => setState({ limit })}
        />
      </Paper>
      {deletion.dialog}
      <MetadataDialog kind={page.kind} editing={editing} onClose={() => setEditing(null)} />
    </>
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
