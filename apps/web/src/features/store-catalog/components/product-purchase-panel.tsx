import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { quantityAboveStockMessage } from '@iot/shared/product-basics';
import type { StorefrontProduct } from '../../../components/products/api/storefront-product-list.ts';
import { useStockAvailability } from '../api/stock-availability.ts';
import { AddToCartButton } from '../../../components/products/add-to-cart-button.tsx';
import { ProductPrice } from '../../../components/products/product-price.tsx';
import { QuantityInput } from '../../../components/products/quantity-input.tsx';
import { WishlistButton } from '../../../components/products/wishlist-button.tsx';
import { brand } from '../../../lib/brand.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useCart } from '../../../lib/use-cart.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useLocalizedMessage } from '../../../lib/use-localized-message.ts';
import { usePaths } from '../../../lib/paths.ts';

const checkDelayMs = 300;
// Shown only for a product out of stock or a quantity refused, so its code is not part of the page's first load.
const Alert = lazy(() => import('@mui/material/Alert'));

/**
 * Price, stock state, quantity, 'Add to cart' (brands with the cart, SPEC §6), wishlist and
 * 'Request a quote'. SPEC §5: a quantity above stock shows 'Sorry, Requested quantity of this
 * product is greater than our stock!'. The server answers yes or no even when the stock number is
 * hidden; when the brand shows stock the check is also instant. Adding to the cart also counts what
 * the cart already holds, since adding increases the line (SPEC §4).
 */
export function ProductPurchasePanel({ product }: { product: StorefrontProduct }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const [quantity, setQuantity] = useState(1);
  const settled = useDebouncedValue(quantity, checkDelayMs);
  const availability = useStockAvailability(product.id, settled, product.inStock && brand.features.cmsStock);
  const aboveKnownStock = product.stock !== null && quantity > product.stock;
  const refused =
    product.inStock && (aboveKnownStock || (settled === quantity && availability.data?.available === false));
  const quoteLink = paths.requestQuote({ product: product.id, quantity });

  const inCart = useCart().quantityOf(product.id);
  const checksCart = brand.features.cart && product.inStock && inCart > 0;
  const cartAvailability = useStockAvailability(product.id, settled + inCart, checksCart);
  const cartRefused =
    !refused &&
    checksCart &&
    ((product.stock !== null && quantity + inCart > product.stock) ||
      (settled === quantity && cartAvailability.data?.available === false));
  const refusal = useLocalizedMessage(quantityAboveStockMessage, language, refused || cartRefused);

  return (
    <Box sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <ProductPrice price={product.price} currency={product.currency} variant="h4" component="p" />
        {/* SPEC §6: a brand without back-office stock keeps none, so there is no stock state to show. */}
        {!brand.features.cmsStock ? null : product.inStock ? (
          <Chip
            icon={<CheckCircleIcon />}
            color="success"
            variant="outlined"
            label={
              product.stock === null
                ? t('store.product.inStock')
                : t('store.product.inStockCount', { stock: formatNumber(product.stock, language) })
            }
            data-testid="stock-state"
          />
        ) : (
          <Chip color="warning" label={t('store.product.outOfStock')} data-testid="stock-state" />
        )}
      </Box>

      {!product.inStock && (
        <Suspense fallback={null}>
          <Alert severity="warning" variant="outlined">
            {t('store.product.outOfStockText')}
          </Alert>
        </Suspense>
      )}

      <Box>
        <QuantityInput
          id="product-quantity"
          label={t('store.quantity.label')}
          value={quantity}
          onChange={setQuantity}
          disabled={!product.inStock}
          error={refused || cartRefused}
          describedBy={refused || cartRefused ? 'quantity-message' : undefined}
        />
        <Box aria-live="polite" sx={{ minHeight: { xs: 0, sm: 0 } }}>
          {(refused || cartRefused) && refusal !== null && (
            <Suspense fallback={null}>
              <Alert id="quantity-message" severity="error" sx={{ mt: 1.5 }} data-testid="quantity-message">
                {refusal}
                {cartRefused && ` ${t('cart.alreadyInCart', { count: formatNumber(inCart, language) })}`}
              </Alert>
            </Suspense>
          )}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <AddToCartButton
          productId={product.id}
          name={product.name}
          quantity={quantity}
          variant="button"
          disabled={!product.inStock || refused || cartRefused}
        />
        <Button
          variant={brand.features.cart ? 'outlined' : 'contained'}
          size="large"
          startIcon={<RequestQuoteIcon />}
          component={RouterLink}
          to={quoteLink}
          disabled={refused}
          sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {t('store.product.requestQuote')}
        </Button>
        <WishlistButton productId={product.id} name={product.name} variant="button" />
      </Box>
      {product.price === null && (
        <Typography variant="body2" color="text.secondary">
          {t('store.product.priceHiddenHint')}
        </Typography>
      )}
    </Box>
  );
}
