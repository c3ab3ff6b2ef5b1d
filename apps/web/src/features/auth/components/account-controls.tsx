import { lazy, Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LoginIcon from '@mui/icons-material/Login';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { displayName, initials } from '@iot/shared/auth';
import { useCurrentCustomer, useCustomerLogout } from '../../../api/auth/customer-session.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { brand } from '../../../lib/brand.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import type { AuthView } from './auth-dialog.tsx';

// The forms load on the first click on 'Login', not with every storefront page.
const AuthDialog = lazy(async () => ({ default: (await import('./auth-dialog.tsx')).AuthDialog }));

/** The header's account corner: 'Login' opening the root login modal, or the signed-in user's menu. */
export function AccountControls() {
  const { t } = useTranslation();
  const [view, setView] = useState<AuthView | null>(null);
  const [opened, setOpened] = useState(false);
  const { signedIn } = useCurrentCustomer();
  const open = (next: AuthView | null) => {
    if (next) setOpened(true);
    setView(next);
  };
  return (
    <>
      {signedIn ? (
        <AccountMenu />
      ) : (
        <Button
          variant="contained"
          startIcon={<LoginIcon />}
          onClick={() => open('root')}
          // On a phone the header is full: the word stays, the icon goes.
          sx={{ ml: 0.5, flexShrink: 0, minWidth: 0, '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } } }}
        >
          {t('auth.login')}
        </Button>
      )}
      {opened && (
        <Suspense fallback={null}>
          <AuthDialog view={view} onViewChange={open} />
        </Suspense>
      )}
    </>
  );
}

function AccountMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useAlert();
  const { data: user } = useCurrentCustomer();
  const logout = useCustomerLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = user ? displayName(user) : '';

  const signOut = () => {
    setAnchor(null);
    logout.mutate(undefined, {
      onSettled: () => {
        notify({ type: 'success', message: t('auth.loggedOut') });
        navigate(`/${language}`);
      },
    });
  };

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-label={t('auth.accountMenu', { name: name || t('auth.profile') })}
        data-testid="account-menu-button"
        sx={{ p: 0.5 }}
      >
        <Avatar src={user?.avatar ?? undefined} alt="" sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}>
          {user ? initials(user) : <PersonIcon />}
        </Avatar>
      </IconButton>
      <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {user && (
          <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
            <Typography variant="caption" color="text.secondary">
              {t('auth.signedInAs')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} noWrap data-testid="account-name">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'start' }}>
              {user.email}
            </Typography>
          </Box>
        )}
        {user && <Divider />}
        <MenuItem component={RouterLink} to={`/${language}/profile`} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <PersonIcon fontSize="small" />
          </ListItemIcon>
          {t('auth.profile')}
        </MenuItem>
        {brand.features.orders && (
          <MenuItem component={RouterLink} to={`/${language}/orders`} onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <ReceiptIcon fontSize="small" />
            </ListItemIcon>
            {t('auth.orders')}
          </MenuItem>
        )}
        <MenuItem component={RouterLink} to={`/${language}/requests`} onClick={() => setAnchor(null)}>
          <ListItemIcon>
            <RequestQuoteIcon fontSize="small" />
          </ListItemIcon>
          {t('store.myRequests.title')}
        </MenuItem>
        <MenuItem onClick={signOut}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('auth.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
