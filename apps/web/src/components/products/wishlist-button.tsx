import IconButton from '@mui/material/IconButton';
import Button from '@mui/material/Button';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useTranslation } from 'react-i18next';
import { useWishlist } from '../../lib/wishlist.ts';

/** Adds the product to the wishlist or takes it out; the pressed state is announced. */
export function WishlistButton({
  productId,
  name,
  variant = 'icon',
}: {
  productId: string;
  name: string;
  variant?: 'icon' | 'button';
}) {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  const label = saved ? t('store.wishlist.remove', { name }) : t('store.wishlist.add', { name });
  const icon = saved ? <FavoriteIcon color="error" /> : <FavoriteBorderIcon />;
  if (variant === 'button') {
    return (
      <Button
        variant="outlined"
        color="inherit"
        size="large"
        startIcon={icon}
        aria-pressed={saved}
        onClick={() => wishlist.toggle(productId)}
        sx={{ borderColor: 'divider' }}
      >
        {saved ? t('store.wishlist.saved') : t('store.wishlist.save')}
      </Button>
    );
  }
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={saved}
      onClick={() => wishlist.toggle(productId)}
      sx={{ bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' }, boxShadow: 1 }}
    >
      {icon}
    </IconButton>
  );
}
