import { Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { HeaderTooltip } from './header-tooltip.tsx';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import MenuIcon from '@mui/icons-material/Menu';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { NavLink, Link as RouterLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePaths, type Paths } from '../../lib/paths.ts';
import { useWishlist } from '../../lib/wishlist.ts';
import { lazyNamed } from '../../lib/lazy-named.ts';
import { useOpenedOnce } from '../../lib/use-opened-once.ts';

// The phone menu loads on its first opening, not with every storefront page.
const MenuDrawer = lazyNamed(() => import('./menu-drawer.tsx'), 'MenuDrawer');

// The storefront's sections: header links on wide screens, the menu drawer on narrow ones.
export const sections = [
  'products',
  'solutions',
  'packages',
  'licenses',
  'about',
  'contact',
] as const satisfies readonly (keyof Paths)[];

/** The header's section links on wide screens (on phones they are in the menu drawer). */
export function StoreNav() {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Box
      component="nav"
      aria-label={t('common.mainNavigation')}
      sx={{ display: { xs: 'none', lg: 'flex' }, ml: 3, gap: 0.5 }}
    >
      {sections.map((section) => (
        <Button
          key={section}
          component={NavLink}
          to={paths[section]()}
          color="inherit"
          sx={{
            whiteSpace: 'nowrap',
            '&.active': {
              color: 'primary.main',
              boxShadow: (theme) => `inset 0 -2px 0 ${(theme.vars ?? theme).palette.primary.main}`,
              borderRadius: 0,
            },
          }}
        >
          {t(`store.nav.${section}`)}
        </Button>
      ))}
    </Box>
  );
}

/** Request a quote, the wishlist with its count, and on narrow screens the menu drawer (which then also holds the wishlist). */
export function StoreNavActions() {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const wishlist = useWishlist();
  const location = useLocation();
  const menu = useOpenedOnce();
  // The drawer closes when its link has navigated (also on back and forward).
  const [openedAt, setOpenedAt] = useState(location.key);
  if (menu.open && openedAt !== location.key) {
    menu.close();
  }
  const count = wishlist.ids.length;
  const wishlistLabel = t('store.nav.wishlistCount', { count: formatNumber(count, language) });

  return (
    <>
      <Button
        component={RouterLink}
        to={paths.requestQuote()}
        variant="contained"
        startIcon={<RequestQuoteIcon />}
        sx={{ display: { xs: 'none', lg: 'inline-flex' }, whiteSpace: 'nowrap', mx: 1 }}
      >
        {t('store.nav.requestQuote')}
      </Button>
      <HeaderTooltip title={wishlistLabel}>
        <IconButton
          component={RouterLink}
          to={paths.wishlist()}
          color="inherit"
          aria-label={wishlistLabel}
          data-testid="wishlist-link"
          sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
        >
          {/* No hidden '0' inside the link when the list is empty: the link's text must match its name (WCAG 2.5.3). */}
          <Badge badgeContent={count > 0 ? formatNumber(count, language) : null} color="primary" max={99}>
            <FavoriteBorderIcon />
          </Badge>
        </IconButton>
      </HeaderTooltip>
      <IconButton
        color="inherit"
        onClick={() => {
          setOpenedAt(location.key);
          menu.show();
        }}
        aria-label={t('store.nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={menu.open}
        sx={{ display: { lg: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {menu.mounted && (
        <Suspense fallback={null}>
          <MenuDrawer open={menu.open} onClose={menu.close} sections={sections} wishlistLabel={wishlistLabel} />
        </Suspense>
      )}
    </>
  );
}
