import type { ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { brand } from '../../lib/brand.ts';
import { usePaths } from '../../lib/paths.ts';
import { BrandLogo } from './brand-logo.tsx';
import { CartLink } from './cart-link.tsx';
import { LanguageMenu } from './language-menu.tsx';
import { StoreNav, StoreNavActions } from './store-nav.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The storefront header; `account` is the sign-in corner (login button or the user's menu). */
export function Header({ logo, account }: { logo: string | null | undefined; account?: ReactNode }) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <AppBar position="sticky" color="inherit" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Link
        href="#main"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: -48,
          p: 1,
          bgcolor: 'background.paper',
          zIndex: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('common.skipToContent')}
      </Link>
      <Container maxWidth="xl">
        {/* At phone width the controls keep their size and the logo gives way: with a wider fallback
            font the sign-in label alone used to push the row past the screen (DESIGN §Web). */}
        <Toolbar
          disableGutters
          sx={{ gap: { xs: 0, sm: 1 }, minHeight: { xs: 60, md: 72 }, '& > *': { flexShrink: 0 } }}
        >
          <RouterLink
            to={paths.home()}
            aria-label={t('common.brandHome', { brand: brand.displayName })}
            style={{ display: 'flex', minWidth: 0, flexShrink: 1 }}
          >
            <BrandLogo logo={logo} height={36} />
          </RouterLink>
          <StoreNav />
          <Box sx={{ flexGrow: 1 }} />
          <StoreNavActions />
          <CartLink />
          <LanguageMenu />
          <ThemeToggle />
          {account}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
