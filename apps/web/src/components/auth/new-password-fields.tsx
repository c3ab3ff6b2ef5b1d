import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import UncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import KeyIcon from '@mui/icons-material/Key';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { passwordChecks } from '@iot/shared/auth';
import { message } from '@iot/shared/validation-messages';
import { generatePassword } from '../../lib/generate-password.ts';
import { useFieldProps } from '../../lib/use-field-props.ts';
import { visuallyHidden } from '../../lib/visually-hidden.ts';
import { PasswordField } from './password-field.tsx';
import { GridList } from '../grid-list.tsx';

export type NewPasswordValues = { password: string; confirmPassword: string };

/** SPEC §5 step 3: the confirmation must match; the error sits on the confirmation field. */
export const confirmationField = { confirmPassword: z.string() };
export const passwordsMatch: [(values: NewPasswordValues) => boolean, { path: string[]; error: string }] = [
  (values) => values.password === values.confirmPassword,
  { path: ['confirmPassword'], error: message.passwordsMatch() },
];

/**
 * New password and its confirmation with the SPEC §5 live checklist (lower and upper case, 8+, a
 * symbol, matching confirmation) and the SPEC §9 generator (20 characters, fills both fields).
 * Lives inside a react-hook-form FormProvider whose values include `password` and `confirmPassword`.
 */
export function NewPasswordFields({
  passwordLabel,
  confirmLabel,
  disabled,
}: {
  passwordLabel: string;
  confirmLabel: string;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const form = useFormContext<NewPasswordValues>();
  const { setValue, formState, control } = form;
  const field = useFieldProps(form);
  const [password = '', confirmPassword = ''] = useWatch({ control, name: ['password', 'confirmPassword'] });
  const [visible, setVisible] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const generate = () => {
    const generated = generatePassword();
    const validate = formState.isSubmitted;
    setValue('password', generated, { shouldDirty: true, shouldValidate: validate });
    setValue('confirmPassword', generated, { shouldDirty: true, shouldValidate: validate });
    setVisible(true);
    setAnnouncement(t('auth.forgot.generated'));
  };

  const checks = [
    ...passwordChecks.map((check) => ({ key: check.key, met: check.test(password) })),
    { key: 'match' as const, met: password.length > 0 && password === confirmPassword },
  ];

  return (
    <>
      {(['password', 'confirmPassword'] as const).map((name) => (
        <PasswordField
          key={name}
          {...field(name)}
          label={name === 'password' ? passwordLabel : confirmLabel}
          autoComplete="new-password"
          disabled={disabled}
          visible={visible}
          onToggleVisible={() => setVisible((value) => !value)}
          slotProps={{
            htmlInput: name === 'password' ? { 'aria-describedby': 'password-checklist' } : undefined,
            // The generator sets the value without typing; the label must still move out of the way.
            inputLabel: (name === 'password' ? password : confirmPassword) ? { shrink: true } : undefined,
          }}
        />
      ))}
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Box id="password-checklist" data-testid="password-checklist">
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
            {t('auth.checklist.title')}
          </Typography>
          <GridList sx={{ gap: 0.25 }}>
            {checks.map(({ key, met }) => (
              <Box
                component="li"
                key={key}
                data-met={met}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1,
                  color: met ? 'success.main' : 'text.secondary',
                  typography: 'body2',
                }}
              >
                {met ? (
                  <CheckCircleIcon fontSize="small" aria-hidden />
                ) : (
                  <UncheckedIcon fontSize="small" aria-hidden />
                )}
                <span>{t(`auth.checklist.${key}`)}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t(met ? 'auth.checklist.met' : 'auth.checklist.unmet')}
                </Box>
              </Box>
            ))}
          </GridList>
        </Box>
        <Button variant="outlined" startIcon={<KeyIcon />} onClick={generate} disabled={disabled}>
          {t('auth.forgot.generate')}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
