import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useTranslation } from 'react-i18next';
import { cartLimits } from '@iot/shared/cart-basics';
import { useAlert } from '../alerts/alert-context.ts';
import { brand } from '../../lib/brand.ts';
import { cartStore } from '../../lib/cart-store.ts';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/**
 * Puts `quantity` of a product in the cart (SPEC §4: adding increases the line) and says so with
 * SPEC §8 'The product was added to the cart'. Nothing is drawn for brands without the cart (SPEC §6).
 */
export function AddToCartButton({
  productId,
  name,
  quantity = 1,
  disabled = false,
  variant = 'icon',
}: {
  productId: string;
  name: string;
  quantity?: number;
  disabled?: boolean;
  variant?: 'icon' | 'button';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  if (!brand.features.cart) return null;

  // The store directly, not useCart: a grid of cards need not re-render whenever the cart changes.
  const add = () => {
    const outcome = cartStore.add(productId, quantity);
    if (outcome === 'added') notify({ type: 'success', message: t('cart.added') });
    else if (outcome === 'full')
      notify({ type: 'error', message: t('cart.full', { max: formatNumber(cartLimits.maxLines, language) }) });
  };

  if (variant === 'button') {
    return (
      <Button
        variant="contained"
        size="large"
        startIcon={<AddShoppingCartIcon />}
        onClick={add}
        disabled={disabled}
        data-testid="add-to-cart"
        sx={{ flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
      >
        {t('cart.add')}
      </Button>
    );
  }
  const label = t('cart.addNamed', { name });
  return (
    <IconButton
      aria-label={label}
      title={label}
      onClick={add}
      disabled={disabled}
      color="primary"
      data-testid="add-to-cart"
      sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' }, boxShadow: 1 }}
    >
      <AddShoppingCartIcon />
    </IconButton>
  );
}
