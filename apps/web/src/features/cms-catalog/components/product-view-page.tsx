import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { Product, ProductReference } from '@iot/shared/products';
import { ApiError, type WithId } from '../../../api/client.ts';
import { DetailList, type DetailRow } from '../../../components/detail-list.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { thumbnailOf } from '../../../components/image-uploader.tsx';
import { RecordActions } from '../../../components/cms/row-action.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichTextView } from '../../../components/rich-text/rich-text-view.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useCanWrite } from '../../../api/auth/admin-session.ts';
import { useCmsProduct } from '../api/products.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { useDeleteProductDialog, useProductVisibility } from './product-actions.tsx';
import { brand } from '../../../lib/brand.ts';

/** SPEC §2 /cms/products/{id}: the product read-only, with edit, translate and delete. */
export function ProductViewPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const product = useCmsProduct(id);
  const list = paths.cms.products();
  const deletion = useDeleteProductDialog(() => navigate(list, { replace: true }));
  const writable = useCanWrite('products');

  if (product.isPending) return <PageLoading />;
  if (product.isError) {
    const missing = product.error instanceof ApiError && product.error.status === 404;
    return (
      <EmptyState
        title={missing ? t('catalog.states.notFound') : t('catalog.states.loadFailed')}
        action={
          <Button component={RouterLink} to={list}>
            {t('catalog.products.backToList')}
          </Button>
        }
      />
    );
  }
  const item = product.data;
  return (
    <>
      <PageHeader
        title={item.name}
        subtitle={<span dir="ltr">{item.code}</span>}
        breadcrumbs={[{ label: t('catalog.products.title'), to: list }, { label: item.name }]}
        actions={
          <RecordActions
            writable={writable}
            edit={paths.cms.productEdit(item.id)}
            translate={paths.cms.productTranslate(item.id)}
            onDelete={() => deletion.open(item)}
          />
        }
      />
      <ProductDetails product={item} />
      {deletion.dialog}
    </>
  );
}

function References({ items }: { items: readonly WithId<ProductReference>[] }) {
  const paths = usePaths();
  if (items.length === 0) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip
          key={item.id}
          label={item.name}
          size="small"
          component={RouterLink}
          to={paths.cms.product(item.id)}
          clickable
          variant="outlined"
        />
      ))}
    </Box>
  );
}

function Titles({ items }: { items: readonly { id: string; title: string }[] }) {
  if (items.length === 0) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      {items.map((item) => (
        <Chip key={item.id} label={item.title} size="small" variant="outlined" component="span" />
      ))}
    </Box>
  );
}

function ProductDetails({ product }: { product: WithId<Product> }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  const visibility = useProductVisibility();
  // The product vocabulary's words, each group typed as the table has it.
  const vocabulary = {
    subscriptionTypes: t('catalog.subscriptionTypes', { returnObjects: true }),
    subscriptionPeriods: t('catalog.subscriptionPeriods', { returnObjects: true }),
    connectivityTypes: t('catalog.connectivityTypes', { returnObjects: true }),
    platformTypes: t('catalog.platformTypes', { returnObjects: true }),
    notificationTypes: t('catalog.notificationTypes', { returnObjects: true }),
    communicationTypes: t('catalog.communicationTypes', { returnObjects: true }),
  };
  const enumLabel = <Group extends keyof typeof vocabulary>(
    group: Group,
    value: keyof (typeof vocabulary)[Group] | null,
  ): string => (value === null ? '—' : String(vocabulary[group][value]));
  const rows: DetailRow[] = [
    { label: t('catalog.products.fields.type'), value: t(`catalog.productTypes.${product.type}`) },
    { label: t('catalog.products.fields.shortName'), value: product.shortName || '—' },
    { label: t('catalog.products.fields.price'), value: format.price(product.price, product.currency) },
    // SPEC §6: only brands with back-office stock keep it.
    ...(brand.features.cmsStock
      ? [
          {
            label: t('catalog.products.fields.stock'),
            value: product.stock === null ? '—' : format.number(product.stock),
          },
        ]
      : []),
    { label: t('catalog.products.fields.warrantyMonths'), value: format.number(product.warrantyMonths) },
    {
      label: t('catalog.products.fields.visible'),
      value: (
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Chip
            size="small"
            color={product.visible ? 'success' : 'default'}
            label={product.visible ? t('catalog.products.visible') : t('catalog.products.hidden')}
            component="span"
            data-testid="product-visibility"
          />
          <Button
            size="small"
            disabled={visibility.isPending}
            onClick={() => visibility.set(product.id, !product.visible)}
          >
            {product.visible ? t('catalog.products.hide') : t('catalog.products.show')}
          </Button>
        </Box>
      ),
    },
    ...(product.deviceType
      ? [{ label: t('catalog.products.fields.deviceTypeId'), value: product.deviceType.title }]
      : []),
    ...(product.gatewayType
      ? [{ label: t('catalog.products.fields.gatewayTypeId'), value: product.gatewayType.title }]
      : []),
    ...(product.accessoryType
      ? [{ label: t('catalog.products.fields.accessoryTypeId'), value: product.accessoryType.title }]
      : []),
    ...(product.subscriptionType
      ? [
          {
            label: t('catalog.products.fields.subscriptionType'),
            value: enumLabel('subscriptionTypes', product.subscriptionType),
          },
        ]
      : []),
    ...(product.subscriptionPeriod
      ? [
          {
            label: t('catalog.products.fields.subscriptionPeriod'),
            value: enumLabel('subscriptionPeriods', product.subscriptionPeriod),
          },
        ]
      : []),
    ...(product.connectivityType
      ? [
          {
            label: t('catalog.products.fields.connectivityType'),
            value: enumLabel('connectivityTypes', product.connectivityType),
          },
        ]
      : []),
    ...(product.platformType
      ? [{ label: t('catalog.products.fields.platformType'), value: enumLabel('platformTypes', product.platformType) }]
      : []),
    ...(product.notificationPackageType
      ? [
          {
            label: t('catalog.products.fields.notificationPackageType'),
            value: enumLabel('notificationTypes', product.notificationPackageType),
          },
          {
            label: t('catalog.products.fields.notificationLimit'),
            value:
              product.notificationLimit === null
                ? t('catalog.products.unlimited')
                : format.number(product.notificationLimit),
          },
        ]
      : []),
    ...(product.communicationTypes.length
      ? [
          {
            label: t('catalog.products.fields.communicationTypes'),
            value: format.list(product.communicationTypes.map((item) => enumLabel('communicationTypes', item))),
          },
        ]
      : []),
    { label: t('catalog.products.fields.tags'), value: <Titles items={product.tags} /> },
    { label: t('catalog.products.fields.applications'), value: <Titles items={product.applications} /> },
    { label: t('catalog.products.fields.useCases'), value: <Titles items={product.useCases} /> },
    { label: t('catalog.products.fields.industries'), value: <Titles items={product.industries} /> },
    {
      label: t('catalog.products.fields.relatedAccessories'),
      value: <References items={product.relatedAccessories} />,
    },
    { label: t('catalog.products.fields.similarProducts'), value: <References items={product.similarProducts} /> },
    { label: t('catalog.products.fields.similarPackages'), value: <References items={product.similarPackages} /> },
    ...(product.type === 'package'
      ? [
          {
            label: t('catalog.products.fields.includes'),
            value: (
              <Box component="ul" sx={{ m: 0, paddingInlineStart: 2.5 }}>
                {product.includes.map(({ product: included, quantity }) => (
                  <li key={included.id}>
                    <Link component={RouterLink} to={paths.cms.product(included.id)}>
                      {included.name}
                    </Link>{' '}
                    × {format.number(quantity)}
                  </li>
                ))}
              </Box>
            ),
          },
        ]
      : []),
    { label: t('catalog.products.fields.documentations'), value: <FileLinks files={product.documentations} /> },
    { label: t('catalog.products.fields.certifications'), value: <FileLinks files={product.certifications} /> },
    {
      label: t('catalog.products.fields.languages'),
      value: format.list(product.languages.map((code) => t(`catalog.languages.${code}`, { defaultValue: code }))),
    },
    { label: t('catalog.products.fields.updatedAt'), value: format.date(product.updatedAt) },
  ];
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 3fr)' },
        gap: 3,
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
          {product.images.map((url, index) => (
            <Box
              key={url}
              component="img"
              src={index === 0 ? url : thumbnailOf(url)}
              alt={index === 0 ? product.name : ''}
              sx={{
                width: '100%',
                aspectRatio: '1',
                objectFit: 'contain',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                bgcolor: 'background.default',
                gridColumn: index === 0 ? '1 / -1' : undefined,
              }}
              data-testid="product-image"
            />
          ))}
        </Box>
      </Paper>
      <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <DetailList rows={rows} />
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2">
            {t('catalog.products.fields.description')}
          </Typography>
          {product.description ? (
            <RichTextView html={product.description} data-testid="product-description" />
          ) : (
            <Typography color="text.secondary">—</Typography>
          )}
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('catalog.products.fields.faqs')}
          </Typography>
          {product.faqs.length === 0 ? (
            <Typography color="text.secondary">{t('catalog.faqs.none')}</Typography>
          ) : (
            <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
              {product.faqs.map((faq, index) => (
                <Box key={index}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {faq.question}
                  </Typography>
                  <Typography component="dd" color="text.secondary" sx={{ m: 0 }}>
                    {faq.answer}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
        </Paper>
      </Box>
    </Box>
  );
}

function FileLinks({ files }: { files: readonly { name: string; url: string }[] }) {
  if (files.length === 0) return <>—</>;
  return (
    <Box component="span" sx={{ display: 'grid', gap: 0.5 }}>
      {files.map((file) => (
        <Link key={file.url} href={file.url} target="_blank" rel="noopener noreferrer">
          {file.name}
        </Link>
      ))}
    </Box>
  );
}
