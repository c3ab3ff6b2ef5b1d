import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { thumbnailOf } from '../../../components/image-uploader.tsx';
import { RecordActions } from '../../../components/cms/row-action.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { useChangeGroupMembers, useCmsProductGroup } from '../api/product-groups.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useDeleteGroupDialog } from './product-group-actions.tsx';
import { ProductPicker, type PickedProduct } from './product-picker.tsx';

/** SPEC §2 /cms/products/groups/{id}: the group and its products; add (push) and remove (pull). */
export function ProductGroupViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const format = useCatalogFormat();
  const group = useCmsProductGroup(id);
  const members = useChangeGroupMembers();
  const [picked, setPicked] = useState<PickedProduct[]>([]);
  const list = paths.cms.productGroups();
  const deletion = useDeleteGroupDialog(() => navigate(list, { replace: true }));
  const writable = useCanWrite('products');

  const change = (mode: 'push' | 'pull', productIds: string[]) =>
    members.mutate(
      { id, change: mode, productIds },
      {
        onSuccess: () => {
          notify({
            type: 'success',
            message: t('catalog.alerts.successfully', {
              field: mode === 'push' ? t('catalog.groups.added') : t('catalog.groups.removed'),
            }),
          });
          if (mode === 'push') setPicked([]);
        },
        onError: (error) => notify({ type: 'error', message: errorMessageOf(error) }),
      },
    );

  if (group.isPending) return <PageLoading />;
  if (group.isError)
    return (
      <EmptyState
        title={t('catalog.states.notFound')}
        action={
          <Button component={RouterLink} to={list}>
            {t('catalog.groups.title')}
          </Button>
        }
      />
    );
  const item = group.data;
  const memberIds = new Set(item.products.map((product) => product.id));
  return (
    <>
      <PageHeader
        title={item.name}
        subtitle={item.description || undefined}
        breadcrumbs={[
          { label: t('catalog.products.title'), to: paths.cms.products() },
          { label: t('catalog.groups.title'), to: list },
          { label: item.name },
        ]}
        actions={
          <RecordActions
            writable={writable}
            edit={paths.cms.productGroupEdit(item.id)}
            onDelete={() => deletion.open(item)}
          />
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('catalog.groups.addProducts')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
            <ProductPicker
              label={t('catalog.groups.products')}
              value={picked}
              onChange={(items) => setPicked(items.filter((product) => !memberIds.has(product.id)))}
            />
          </Box>
          <Button
            variant="contained"
            disabled={picked.length === 0}
            loading={members.isPending}
            onClick={() =>
              change(
                'push',
                picked.map((product) => product.id),
              )
            }
            sx={{ mt: 1 }}
          >
            {t('catalog.groups.addSelected')}
          </Button>
        </Box>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h6" component="h2">
          {t('catalog.groups.products')} ({format.number(item.productCount)})
        </Typography>
        {item.products.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('catalog.groups.empty')}
          </Typography>
        ) : (
          <List>
            {item.products.map((product) => (
              <ListItem
                key={product.id}
                divider
                secondaryAction={
                  <IconButton
                    edge="end"
                    color="error"
                    aria-label={t('catalog.groups.removeOf', { name: product.name })}
                    disabled={members.isPending}
                    onClick={() => change('pull', [product.id])}
                  >
                    <RemoveIcon />
                  </IconButton>
                }
              >
                <ListItemAvatar>
                  <Box
                    component={product.image ? 'img' : 'div'}
                    src={product.image ? thumbnailOf(product.image) : undefined}
                    alt=""
                    sx={{
                      width: 40,
                      height: 40,
                      objectFit: 'contain',
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      display: 'block',
                    }}
                  />
                </ListItemAvatar>
                <ListItemText
                  primary={
                    <Typography
                      component={RouterLink}
                      to={paths.cms.product(product.id)}
                      sx={{ color: 'text.primary', fontWeight: 500 }}
                    >
                      {product.name}
                    </Typography>
                  }
                  secondary={`${product.code} · ${t(`catalog.productTypes.${product.type}`)}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Paper>
      {deletion.dialog}
    </>
  );
}
