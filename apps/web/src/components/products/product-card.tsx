import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductCard, ProductReference } from '@iot/shared/products';
import type { WithId } from '../../api/client.ts';
import type { StorefrontProductCard } from './api/storefront-product-list.ts';
import { brand } from '../../lib/brand.ts';
import { usePaths } from '../../lib/paths.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { ProductImage, thumbnailUrl } from './product-image.tsx';
import { ProductPrice } from './product-price.tsx';
import { WishlistButton } from './wishlist-button.tsx';

/** What a card needs; list items and the references inside a product (related, similar) both fit. */
export type ProductCardItem = WithId<Pick<ProductReference, '_id' | 'name' | 'type' | 'price' | 'currency' | 'image'>> &
  Partial<Pick<ProductCard, 'inStock'>>;

export function toCardItem(product: StorefrontProductCard | WithId<ProductReference>): ProductCardItem {
  if ('inStock' in product) {
    return {
      id: product.id,
      name: product.name,
      type: product.type,
      price: product.price,
      currency: product.currency,
      image: product.image,
      inStock: product.inStock,
    };
  }
  return {
    id: product.id,
    name: product.name,
    type: product.type,
    price: product.price,
    currency: product.currency,
    image: product.image,
  };
}

// Two columns on phones, three from md, four from lg in the wide grids, inside an xl container.
const cardImageSizes = '(min-width: 1536px) 370px, (min-width: 1200px) 25vw, (min-width: 900px) 33vw, 50vw';

export function ProductCard({ item, eagerImage = false }: { item: ProductCardItem; eagerImage?: boolean }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Card
      variant="outlined"
      sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column' }}
      data-testid="product-card"
    >
      <CardActionArea
        component={RouterLink}
        to={paths.product(item.id)}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        <ProductImage
          src={item.image ? thumbnailUrl(item.image) : null}
          alt=""
          sizes={cardImageSizes}
          eager={eagerImage}
        />
        {/* The last row takes the spare height, so prices (and the add button) line up along a row of cards. */}
        <Box sx={{ p: 2, display: 'grid', gap: 0.75, flexGrow: 1, gridTemplateRows: 'auto auto 1fr' }}>
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', letterSpacing: 0.5 }}>
            {t(`store.productTypes.${item.type}`)}
          </Typography>
          <Typography
            component="h3"
            sx={{
              fontWeight: 600,
              lineHeight: 1.35,
              display: '-webkit-box',
              WebkitLineClamp: 2,
              WebkitBoxOrient: 'vertical',
              overflow: 'hidden',
            }}
            data-testid="product-name"
          >
            {item.name}
          </Typography>
          {/* With the cart (SPEC §6) the add button sits over the card's end corner, outside the link. */}
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flexWrap: 'wrap',
              alignSelf: 'end',
              minHeight: brand.features.cart ? 40 : undefined,
              paddingInlineEnd: brand.features.cart ? 6 : undefined,
            }}
          >
            <ProductPrice price={item.price} currency={item.currency} />
            {item.inStock === false && (
              <Chip size="small" color="warning" variant="outlined" label={t('store.product.outOfStock')} />
            )}
          </Box>
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <WishlistButton productId={item.id} name={item.name} />
      </Box>
      {brand.features.cart && (
        <Box sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 12 }}>
          <AddToCartButton productId={item.id} name={item.name} disabled={item.inStock === false} />
        </Box>
      )}
    </Card>
  );
}

export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box sx={{ p: 2 }}>
        <Skeleton width="40%" />
        <Skeleton width="90%" />
        <Skeleton width="30%" height={32} />
      </Box>
    </Card>
  );
}
