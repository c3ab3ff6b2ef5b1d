import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { HeaderTooltip } from './header-tooltip.tsx';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../lib/brand.ts';
import { formatNumber } from '../../lib/format.ts';
import { useCart } from '../../lib/use-cart.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePaths } from '../../lib/paths.ts';

const badgeMax = 99;

/**
 * The header's link to /cart with the number of items (the sum of the quantities), for brands with
 * the cart (SPEC §6). Unlike the wishlist it stays on phones: it is the way to checkout.
 */
export function CartLink() {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const { count } = useCart();
  if (!brand.features.cart) return null;

  const label = t('cart.link', { count });
  const formatted = formatNumber(count, language);
  // A string badge is not capped by Badge's `max`, and the digits must be the language's own.
  const badge = count > badgeMax ? `${formatNumber(badgeMax, language)}+` : formatted;
  return (
    <HeaderTooltip title={label}>
      <IconButton component={RouterLink} to={paths.cart()} color="inherit" aria-label={label} data-testid="cart-link">
        {/* No hidden '0' inside the link when the cart is empty: the link's text must match its name (WCAG 2.5.3). */}
        <Badge badgeContent={count > 0 ? badge : null} color="primary" data-testid="cart-count">
          <ShoppingCartIcon />
        </Badge>
      </IconButton>
    </HeaderTooltip>
  );
}
