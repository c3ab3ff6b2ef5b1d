import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { cmsSignInBodySchema } from '@iot/shared/auth';
import { brandLoginArtworkSvg, svgDataUri } from '@iot/shared/brand-artwork';
import { useAdminSignIn } from '../../../api/auth/admin-session.ts';
import { useAccessToken } from '../../../api/auth/token-store.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { ForgotPasswordFlow } from '../../../components/auth/forgot-password-flow.tsx';
import { CurrentPassword } from '../../../components/auth/current-password.tsx';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { useCaptchaToken } from '../../../components/auth/use-captcha-token.ts';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { LanguageMenu } from '../../../components/layout/language-menu.tsx';
import { ThemeToggle } from '../../../components/layout/theme-toggle.tsx';
import { brand } from '../../../lib/brand.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { usePaths } from '../../../lib/paths.ts';

const artwork = svgDataUri(brandLoginArtworkSvg(brand));

/**
 * SPEC §2 /cms-login: e-mail and password (SPEC §5 rules), captcha, and the forgot-password flow.
 * As /cms-invite (`invitation`), an invited administrator's page: the mailed code and a password
 * (DESIGN §Operations: staff invited by e-mail), then the sign-in.
 */
export function CmsLoginPage({ invitation = false }: { invitation?: boolean }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const token = useAccessToken('cms');
  const [forgot, setForgot] = useState(invitation);
  const inviteTitle = t('staff.invitePage.title');
  const head = (
    <PageHead title={invitation && forgot ? inviteTitle : forgot ? t('auth.forgot.title') : t('cms.login.title')} />
  );

  // Already signed in: straight to the back office.
  if (token && !invitation)
    return (
      <>
        {head}
        <Navigate replace to={paths.cms.products()} />
      </>
    );

  return (
    <>
      {head}
      <Box
        sx={{
          minHeight: '100vh',
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          bgcolor: 'background.default',
        }}
      >
        <Box
          component="img"
          src={artwork}
          alt={t('cms.login.artwork', { brand: brand.displayName })}
          sx={{
            display: { xs: 'none', md: 'block' },
            width: '100%',
            height: '100vh',
            objectFit: 'cover',
            position: 'sticky',
            top: 0,
          }}
        />
        <Box component="main" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}
          >
            <BrandLogo logo={undefined} height={36} />
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <LanguageMenu />
              <ThemeToggle />
            </Box>
          </Box>
          <Box sx={{ flexGrow: 1, display: 'grid', placeItems: 'center', px: { xs: 2, sm: 4 }, py: { xs: 2, md: 6 } }}>
            <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 } }}>
              {forgot ? (
                <ForgotPasswordFlow
                  audience="admin"
                  onBackToLogin={() => {
                    setForgot(false);
                    if (invitation) void navigate(paths.cmsLogin(), { replace: true });
                  }}
                  {...(invitation ? { invitation: { email: search.get('email') ?? '', title: inviteTitle } } : {})}
                />
              ) : (
                <SignInForm onForgot={() => setForgot(true)} />
              )}
            </Paper>
          </Box>
        </Box>
      </Box>
    </>
  );
}

function SignInForm({ onForgot }: { onForgot: () => void }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const takeCaptcha = useCaptchaToken('admin');
  const signIn = useAdminSignIn();
  const form = useForm<z.input<typeof cmsSignInBodySchema>, unknown, z.output<typeof cmsSignInBodySchema>>({
    resolver: zodResolver(cmsSignInBodySchema),
    defaultValues: { username: '', password: '' },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit(async (body) => {
    const token = await takeCaptcha();
    if (!token) return;
    try {
      await signIn.mutateAsync({ body, captcha: token });
      navigate(paths.cms.products(), { replace: true });
    } catch (error) {
      showServerErrorOnFields(error, form.setError, ['username', 'password']);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2.5 }}
      aria-labelledby="cms-login-title"
    >
      <Box>
        <Typography
          variant="h4"
          component="h1"
          id="cms-login-title"
          sx={{ fontWeight: 700, fontSize: { xs: 26, sm: 32 } }}
        >
          {t('cms.login.title')}
        </Typography>
        <Typography color="text.secondary">{t('cms.login.subtitle', { brand: brand.displayName })}</Typography>
      </Box>
      <TextField
        {...field('username')}
        label={t('cms.login.username')}
        type="email"
        autoComplete="username"
        autoFocus
      />
      <CurrentPassword field={field('password')} onForgot={onForgot} />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('cms.login.submit')}
      </Button>
    </Box>
  );
}
