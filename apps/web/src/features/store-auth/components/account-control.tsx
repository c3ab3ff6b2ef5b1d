import { Suspense, useState } from 'react';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayName, initials } from '@iot/shared/auth-basics';
import { useCurrentCustomer, useCustomerLogout } from '../../../api/auth/customer-session.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useSignInPrompt } from '../../../lib/sign-in-prompt.ts';
import { LoginButton } from './login-button.tsx';
import type { AuthView } from './auth-dialog.tsx';
import { lazyNamed } from '../../../lib/lazy-named.ts';

// The forms load on the first click on 'Login', and the account menu on its first opening, not with every storefront page.
const AuthDialog = lazyNamed(() => import('./auth-dialog.tsx'), 'AuthDialog');
const AccountMenuList = lazyNamed(() => import('./account-menu-list.tsx'), 'AccountMenuList');

/** 'Login' opening the root login modal, or the signed-in user's menu. */
export function AccountControl() {
  const [view, setView] = useState<AuthView | null>(null);
  const [opened, setOpened] = useState(false);
  const { signedIn } = useCurrentCustomer();
  const open = (next: AuthView | null) => {
    if (next) setOpened(true);
    setView(next);
  };
  // A page that needs a customer (the cart's secure checkout) asks for the same login modal.
  useSignInPrompt(() => {
    if (!signedIn) open('root');
  });
  return (
    <>
      {signedIn ? <AccountMenu /> : <LoginButton onClick={() => open('root')} />}
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
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const { data: user } = useCurrentCustomer();
  const logout = useCustomerLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing animates and focus returns to the button.
  const [opened, setOpened] = useState(false);
  const name = user ? displayName(user) : '';

  const signOut = () => {
    setAnchor(null);
    logout.mutate(undefined, {
      onSettled: () => {
        notify({ type: 'success', message: t('auth.loggedOut') });
        navigate(paths.home());
      },
    });
  };

  return (
    <>
      <IconButton
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? 'account-menu' : undefined}
        aria-label={t('auth.accountMenu', { name: name || t('auth.profile') })}
        data-testid="account-menu-button"
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user?.avatar ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'primary.main', fontSize: 15 }}
        >
          {user ? initials(user) : <PersonIcon />}
        </Avatar>
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList anchor={anchor} user={user} onClose={() => setAnchor(null)} onSignOut={signOut} />
        </Suspense>
      )}
    </>
  );
}
