import Avatar from '@mui/material/Avatar';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import VerifiedIcon from '@mui/icons-material/VerifiedOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StorefrontProduct } from '../../../components/products/api/storefront-product-list.ts';
import { thumbnailUrl } from '../../../components/products/product-image.tsx';
import { useFormatProductPrice } from '../../../components/products/use-format-price.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';

// The product page's lists, below its fold: a module of their own, so the page's first load leaves
// them (and MUI's List) out; a server-rendered page keeps them on screen while their code arrives.

/** Documentations and certifications as downloads (SPEC §3). */
export function ProductFiles({ product }: { product: StorefrontProduct }) {
  const { t } = useTranslation();
  const files = [
    ...product.documentations.map((file) => ({ ...file, kind: 'documentation' as const })),
    ...product.certifications.map((file) => ({ ...file, kind: 'certification' as const })),
  ];
  return (
    <List disablePadding>
      {files.map((file) => (
        <ListItem key={`${file.kind}-${file.url}`} disableGutters>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: 'action.selected', color: 'primary.main' }}>
              {file.kind === 'documentation' ? <DescriptionIcon /> : <VerifiedIcon />}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={
              <Link
                href={file.url}
                download
                target="_blank"
                rel="noopener noreferrer"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
              >
                {file.name}
                <DownloadIcon fontSize="small" aria-hidden />
              </Link>
            }
            secondary={t(`store.product.${file.kind}`)}
          />
        </ListItem>
      ))}
    </List>
  );
}

/** What a package includes, with quantities. */
export function PackageIncludes({ includes }: { includes: StorefrontProduct['includes'] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const formatPrice = useFormatProductPrice();
  return (
    <List disablePadding data-testid="package-includes">
      {includes.map(({ product, quantity }) => (
        <ListItem key={product.id} disableGutters divider>
          <ListItemAvatar>
            <Avatar
              variant="rounded"
              src={product.image ? thumbnailUrl(product.image) : undefined}
              alt=""
              sx={{ width: 56, height: 56, mr: 2, bgcolor: 'action.hover' }}
              slotProps={{ img: { loading: 'lazy', width: 56, height: 56 } }}
            />
          </ListItemAvatar>
          <ListItemText
            primary={
              <Link component={RouterLink} to={paths.product(product.id)} sx={{ fontWeight: 600 }}>
                {product.name}
              </Link>
            }
            secondary={
              product.price === null
                ? product.code
                : `${product.code} · ${formatPrice(product.price, product.currency)}`
            }
          />
          <Typography
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
            aria-label={t('store.product.quantityOf', { quantity: formatNumber(quantity, language) })}
          >
            {t('store.product.times', { quantity: formatNumber(quantity, language) })}
          </Typography>
        </ListItem>
      ))}
    </List>
  );
}
