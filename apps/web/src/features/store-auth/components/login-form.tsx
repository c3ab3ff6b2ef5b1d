import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { companyLoginBodySchema, tenantUserLoginBodySchema, type CustomerKind } from '@iot/shared/auth';
import { useCompanyLogin, useTenantLogin } from '../../../api/auth/customer-session.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CurrentPassword } from '../../../components/auth/current-password.tsx';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { useCaptchaToken } from '../../../components/auth/use-captcha-token.ts';
import { brand } from '../../../lib/brand.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';

type LoginKind = CustomerKind;

// One form for both sign-ins: the tenant form adds the tenant ID (SPEC §2, §5 'Please enter Tenant ID');
// the root form carries it unchecked and never sends it.
const rootLoginSchema = companyLoginBodySchema.extend({ tenantId: z.string() });
type LoginValues = z.input<typeof tenantUserLoginBodySchema>;

type LoginFormProps = {
  kind: LoginKind;
  titleId: string;
  onSwitchKind: () => void;
  onForgot: () => void;
  onRegister: () => void;
  onSignedIn: () => void;
};

/** Root user login (with 'Or login as Tenant User') and tenant user login with tenant ID. */
export function LoginForm({ kind, titleId, onSwitchKind, onForgot, onRegister, onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const notify = useAlert();
  const takeCaptcha = useCaptchaToken('customer');
  const companyLogin = useCompanyLogin();
  const tenantLogin = useTenantLogin();
  const form = useForm<LoginValues>({
    resolver: kind === 'tenant' ? zodResolver(tenantUserLoginBodySchema) : zodResolver(rootLoginSchema),
    defaultValues: { tenantId: '', username: '', password: '' },
  });
  const field = useFieldProps(form);
  const texts = kind === 'tenant' ? 'auth.tenantLogin' : 'auth.rootLogin';

  const submit = form.handleSubmit(async (values) => {
    const captcha = await takeCaptcha();
    if (!captcha) return;
    try {
      const { tenantId, username, password } = values;
      if (kind === 'tenant') await tenantLogin.mutateAsync({ body: { tenantId, username, password }, captcha });
      else await companyLogin.mutateAsync({ body: { username, password }, captcha });
      notify({ type: 'success', message: t('auth.loggedIn') });
      onSignedIn();
    } catch (error) {
      showServerErrorOnFields(error, form.setError, ['tenantId', 'username', 'password']);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} data-testid={`${kind}-login`}>
      <Box>
        <Typography variant="h5" component="h2" id={titleId} sx={{ fontWeight: 700 }}>
          {t(`${texts}.title`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(`${texts}.subtitle`)}
        </Typography>
      </Box>
      {kind === 'tenant' && (
        <TextField {...field('tenantId')} label={t('auth.tenantLogin.tenantId')} autoFocus autoComplete="off" />
      )}
      <TextField
        {...field('username')}
        label={t(`${texts}.username`)}
        autoComplete="username"
        autoFocus={kind === 'root'}
      />
      <CurrentPassword field={field('password')} onForgot={onForgot} />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('auth.login')}
      </Button>
      <Button variant="outlined" onClick={onSwitchKind}>
        {kind === 'root' ? t('auth.rootLogin.switchToTenant') : t('auth.tenantLogin.switchToRoot')}
      </Button>
      <Divider />
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('auth.rootLogin.noAccount', { brand: brand.displayName })}{' '}
        <Link component="button" type="button" onClick={onRegister} sx={{ verticalAlign: 'baseline' }}>
          {t('auth.rootLogin.register')}
        </Link>
      </Typography>
    </Box>
  );
}
