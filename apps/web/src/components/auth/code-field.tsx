import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { authLimits } from '@iot/shared/auth';

/** The 8-digit one-time code (SPEC §9), typed or pasted from the e-mail. */
export function CodeField(props: TextFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.otp.code')}
      autoComplete="one-time-code"
      required
      fullWidth
      {...props}
      slotProps={{
        htmlInput: {
          inputMode: 'numeric',
          maxLength: authLimits.otpLength,
          dir: 'ltr',
          style: { letterSpacing: '0.35em', fontVariantNumeric: 'tabular-nums' },
        },
      }}
    />
  );
}
