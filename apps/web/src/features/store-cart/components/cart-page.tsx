import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCartOutlined';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CartItem, PricedLine, Pricing } from '@iot/shared/cart';
import { ApiError } from '../../../api/client.ts';
import { useAccessToken } from '../../../api/auth/token-store.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { promptSignIn } from '../../../lib/sign-in-prompt.ts';
import { useCart } from '../../../lib/use-cart.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { useCartPricing } from '../api/cart-pricing.ts';
import { CartLine } from './cart-line.tsx';
import { CartSummary } from './cart-summary.tsx';
import { ClearCartDialog } from './clear-cart-dialog.tsx';
import { GridList } from '../../../components/grid-list.tsx';

/** What secure checkout starts from: the cart's lines and the receipt the customer has just seen. */
export type CartCheckout = { lines: CartItem[]; pricing: Pricing };

// Typing a quantity re-prices once the shopper pauses, not on every key.
const repriceDelayMs = 300;

/**
 * SPEC §2 /cart: the lines of this browser's cart priced by the server, each with its stock problem
 * (SPEC §5), the totals, the empty state, and secure checkout. An anonymous shopper is asked to sign
 * in and keeps the cart; a signed-in customer goes on through `onCheckout` (the checkout steps).
 */
export function CartPage({ onCheckout }: { onCheckout?: (checkout: CartCheckout) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const notify = useAlert();
  const cart = useCart();
  const signedIn = Boolean(useAccessToken('marketplace'));
  const [clearing, setClearing] = useState(false);
  const settledLines = useDebouncedValue(cart.lines, repriceDelayMs);
  const pricing = useCartPricing(settledLines);
  const head = <PageHead title={t('cart.title')} description={t('cart.description')} />;

  const receipt = pricing.data;
  const pricedLines = new Map<string, PricedLine>(
    receipt?.lines.map((line) => [line.productId.toLowerCase(), line]) ?? [],
  );
  // The receipt on screen is for other quantities until the one just asked for arrives.
  const current = receipt !== undefined && settledLines === cart.lines && !pricing.isPlaceholderData;
  const updating = receipt !== undefined && !current;
  const hasProblems =
    current &&
    (!receipt.purchasable ||
      cart.lines.some((line) => {
        // A line the server did not price is a product it no longer knows.
        const priced = pricedLines.get(line.id);
        return !priced || priced.problem !== null;
      }));
  const ready = current && !pricing.isFetching && !hasProblems;

  const remove = (id: string) => {
    cart.remove(id);
    notify({ type: 'success', message: t('cart.removed') });
  };
  const checkout = () => {
    if (!receipt || !ready) return;
    if (!signedIn) {
      promptSignIn();
      return;
    }
    onCheckout?.({ lines: cart.lines, pricing: receipt });
  };

  const heading = (
    <Box sx={{ mb: { xs: 2, md: 3 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: 26, md: 34 } }}>
        {t('cart.title')}
      </Typography>
      {cart.count > 0 && (
        <Typography color="text.secondary" data-testid="cart-items-count">
          {t('cart.itemsCount', { count: formatNumber(cart.count, language) })}
        </Typography>
      )}
    </Box>
  );

  if (cart.lines.length === 0) {
    return (
      <>
        {head}
        <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
          {heading}
          <EmptyState
            icon={<ShoppingCartIcon />}
            title={t('cart.empty')}
            hint={t('cart.emptyHint')}
            action={
              <Button variant="contained" component={RouterLink} to={paths.products()}>
                {t('cart.browse')}
              </Button>
            }
          />
        </Container>
      </>
    );
  }

  const failure = pricing.isError ? pricing.error : null;
  const failureMessage =
    failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.message : undefined;

  return (
    <>
      {head}
      <Container maxWidth="xl" sx={{ py: { xs: 3, md: 5 } }}>
        {heading}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
            gap: { xs: 3, md: 4 },
            alignItems: 'start',
          }}
        >
          <Box component="section" aria-labelledby="cart-lines-title">
            <Typography component="h2" id="cart-lines-title" sx={visuallyHidden}>
              {t('cart.lines')}
            </Typography>
            {failure ? (
              <QueryError message={failureMessage} onRetry={() => void pricing.refetch()} />
            ) : (
              <GridList sx={{ borderTop: 1, borderColor: 'divider' }}>
                {cart.lines.map((line) => (
                  <CartLine
                    key={line.id}
                    id={line.id}
                    quantity={line.quantity}
                    priced={pricedLines.get(line.id)}
                    currency={receipt?.currency}
                    loading={!current && !pricedLines.has(line.id)}
                    onQuantityChange={(quantity) => cart.setQuantity(line.id, quantity)}
                    onRemove={() => remove(line.id)}
                  />
                ))}
              </GridList>
            )}
          </Box>

          <CartSummary
            pricing={failure ? undefined : receipt}
            updating={updating || (pricing.isFetching && receipt !== undefined)}
            actions={
              <Box sx={{ display: 'grid', gap: 1.5 }}>
                <Button
                  variant="contained"
                  size="large"
                  startIcon={<LockIcon />}
                  onClick={checkout}
                  disabled={!ready || (signedIn && !onCheckout)}
                  aria-describedby="cart-checkout-hint"
                  data-testid="cart-checkout"
                >
                  {t('cart.checkout')}
                </Button>
                <Typography id="cart-checkout-hint" variant="body2" color="text.secondary" aria-live="polite">
                  {hasProblems ? t('cart.problemsHint') : signedIn ? '' : t('cart.signInHint')}
                </Typography>
                <Button
                  color="error"
                  startIcon={<RemoveShoppingCartIcon />}
                  onClick={() => setClearing(true)}
                  sx={{ justifySelf: 'center' }}
                  data-testid="cart-clear"
                >
                  {t('cart.clear')}
                </Button>
              </Box>
            }
          />
        </Box>
        <ClearCartDialog
          open={clearing}
          onClose={() => setClearing(false)}
          onConfirm={() => {
            setClearing(false);
            cart.clear();
          }}
        />
      </Container>
    </>
  );
}
