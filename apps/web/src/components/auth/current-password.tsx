import Link from '@mui/material/Link';
import type { TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './password-field.tsx';

/** The password of a sign-in form with the 'Forgot password?' link that opens the recovery flow. */
export function CurrentPassword({ field, onForgot }: { field: TextFieldProps; onForgot: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField {...field} label={t('auth.password')} autoComplete="current-password" />
      <Link component="button" type="button" variant="body2" onClick={onForgot} sx={{ justifySelf: 'end' }}>
        {t('auth.forgotPassword')}
      </Link>
    </>
  );
}
