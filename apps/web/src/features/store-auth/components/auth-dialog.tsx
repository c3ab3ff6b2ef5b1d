import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { ForgotPasswordFlow } from '../../../components/auth/forgot-password-flow.tsx';
import { LoginForm } from './login-form.tsx';
import { RegistrationForm } from './registration-form.tsx';

export type AuthView = 'root' | 'tenant' | 'register' | 'forgot-root' | 'forgot-tenant';

const titleId = 'auth-dialog-title';

/**
 * The storefront's sign-in modals (SPEC §2 Global UI): root login, tenant login, registration and
 * password recovery. One view at a time, so the user and tenant login modals are never open together.
 */
export function AuthDialog({
  view,
  onViewChange,
}: {
  view: AuthView | null;
  onViewChange: (view: AuthView | null) => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  // Keep drawing the last view while the dialog fades out.
  const [shown, setShown] = useState<AuthView>('root');
  if (view && view !== shown) setShown(view);
  const close = () => onViewChange(null);

  return (
    <Dialog
      open={view !== null}
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth={shown === 'register' ? 'sm' : 'xs'}
      aria-labelledby={titleId}
      data-testid="auth-dialog"
      data-view={shown}
      slotProps={{ paper: { sx: { backgroundImage: 'none' } } }}
    >
      <IconButton
        onClick={close}
        aria-label={t('common.close')}
        sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 4, pb: 3, px: { xs: 2.5, sm: 4 } }}>
        {(shown === 'root' || shown === 'tenant') && (
          <LoginForm
            key={shown}
            kind={shown}
            titleId={titleId}
            onSwitchKind={() => onViewChange(shown === 'root' ? 'tenant' : 'root')}
            onForgot={() => onViewChange(shown === 'root' ? 'forgot-root' : 'forgot-tenant')}
            onRegister={() => onViewChange('register')}
            onSignedIn={close}
          />
        )}
        {shown === 'register' && (
          <RegistrationForm titleId={titleId} onLogin={() => onViewChange('root')} onRegistered={close} />
        )}
        {(shown === 'forgot-root' || shown === 'forgot-tenant') && (
          <ForgotPasswordFlow
            audience="customer"
            initialRealm={shown === 'forgot-tenant' ? 'tenant' : 'company'}
            titleId={titleId}
            onBackToLogin={(realm) => onViewChange(realm === 'tenant' ? 'tenant' : 'root')}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
