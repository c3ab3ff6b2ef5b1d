import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm, useWatch, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { companyRegisterBodySchema, verifyRegistrationBodySchema } from '@iot/shared/auth';
import { useRegisterCompany } from '../api/register-company.ts';
import { useResendVerification } from '../api/resend-verification.ts';
import { useVerifyRegistration } from '../api/verify-registration.ts';
import { errorMessageOf } from '../../../api/client.ts';
import { useCountries } from '../../../components/address/api/countries.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CodeField } from '../../../components/auth/code-field.tsx';
import { confirmationField, NewPasswordFields, passwordsMatch } from '../../../components/auth/new-password-fields.tsx';
import { ResendCode } from '../../../components/auth/resend-code.tsx';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { useCaptchaToken } from '../../../components/auth/use-captcha-token.ts';
import { useResendLimit } from '../../../components/auth/use-resend-limit.ts';
import { isolate } from '../../../lib/format.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAvailability, type Availability, type AvailabilityField } from './use-availability.ts';

// The contract's registration body, plus the confirmation the user types (SPEC §5 step 3 rules).
const registrationSchema = companyRegisterBodySchema
  .omit({ language: true })
  .extend(confirmationField)
  .refine(...passwordsMatch);
type RegistrationValues = z.input<typeof registrationSchema>;
const fieldNames: FieldPath<RegistrationValues>[] = [
  'companyName',
  'firstName',
  'lastName',
  'username',
  'email',
  'phoneNumber.isoCode',
  'phoneNumber.phoneNumber',
  'password',
];

const defaultCountry = 'AE';

type RegistrationProps = { titleId: string; onLogin: () => void; onRegistered: () => void };

/** Company registration (SPEC §2): the company's details, then the e-mailed 8-digit code signs it in. */
export function RegistrationForm({ titleId, onLogin, onRegistered }: RegistrationProps) {
  const [pending, setPending] = useState<{ email: string; resendAvailableInSeconds: number } | null>(null);
  if (pending) return <VerifyRegistration titleId={titleId} {...pending} onVerified={onRegistered} />;
  return <CompanyDetails titleId={titleId} onLogin={onLogin} onStarted={setPending} />;
}

function CompanyDetails({
  titleId,
  onLogin,
  onStarted,
}: {
  titleId: string;
  onLogin: () => void;
  onStarted: (pending: { email: string; resendAvailableInSeconds: number }) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const takeCaptcha = useCaptchaToken('customer');
  const register = useRegisterCompany();
  const countries = useCountries();
  const form = useForm<RegistrationValues, unknown, z.output<typeof registrationSchema>>({
    resolver: zodResolver(registrationSchema),
    defaultValues: {
      companyName: '',
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      phoneNumber: { isoCode: defaultCountry, phoneNumber: '' },
      password: '',
      confirmPassword: '',
    },
  });
  const field = useFieldProps(form);
  const [email, username, phoneNumber] = useWatch({
    control: form.control,
    name: ['email', 'username', 'phoneNumber'],
  });
  const shape = companyRegisterBodySchema.shape;
  const availability: Record<AvailabilityField, Availability> = {
    email: useAvailability('email', shape.email.safeParse(email).success ? { email: email.trim() } : null),
    username: useAvailability(
      'username',
      shape.username.safeParse(username).success ? { username: username.trim() } : null,
    ),
    phoneNumber: useAvailability(
      'phoneNumber',
      shape.phoneNumber.safeParse(phoneNumber).success ? { phoneNumber } : null,
    ),
  };
  const takenField = (['email', 'username', 'phoneNumber'] as const).find((field) => availability[field] === 'taken');

  const submit = form.handleSubmit(async ({ confirmPassword: _confirmation, ...body }) => {
    if (takenField) {
      form.setFocus(takenField === 'phoneNumber' ? 'phoneNumber.phoneNumber' : takenField);
      return;
    }
    const captcha = await takeCaptcha();
    if (!captcha) return;
    try {
      const { data } = await register.mutateAsync({ body: { ...body, language }, captcha });
      onStarted({ email: data.email, resendAvailableInSeconds: data.resendAvailableInSeconds });
    } catch (error) {
      showServerErrorOnFields(error, form.setError, fieldNames);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  const text = (name: 'companyName' | 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      {...field(name)}
      label={t(`auth.register.${name}`)}
      autoComplete={autoComplete}
      autoFocus={name === 'companyName'}
    />
  );
  // A free value is shown in green; a taken one as an error, with its message when the field has none.
  const checked = (name: 'email' | 'username' | 'phoneNumber.phoneNumber') => {
    const key: AvailabilityField = name === 'phoneNumber.phoneNumber' ? 'phoneNumber' : name;
    const props = field(name);
    return {
      ...props,
      color: availability[key] === 'available' && !props.error ? ('success' as const) : undefined,
      error: props.error || availability[key] === 'taken',
      helperText:
        props.helperText ??
        (availability[key] === 'taken'
          ? t(`auth.register.taken.${key}`)
          : availability[key] === 'available'
            ? t('auth.register.available')
            : undefined),
    };
  };

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }} data-testid="registration">
        <Box>
          <Typography variant="h5" component="h2" id={titleId} sx={{ fontWeight: 700 }}>
            {t('auth.register.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('auth.register.subtitle')}
          </Typography>
        </Box>
        {text('companyName', 'organization')}
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
          {text('firstName', 'given-name')}
          {text('lastName', 'family-name')}
          <TextField
            {...checked('username')}
            label={t('auth.register.username')}
            autoComplete="username"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          <TextField {...checked('email')} label={t('auth.register.email')} type="email" autoComplete="email" />
          <Controller
            control={form.control}
            name="phoneNumber.isoCode"
            render={({ field, fieldState }) => (
              <Autocomplete
                options={countries.data ?? []}
                loading={countries.isPending}
                value={countries.data?.find((country) => country.id === field.value) ?? null}
                onChange={(_event, country) => field.onChange(country?.id ?? '')}
                getOptionLabel={(country) => country.name}
                isOptionEqualToValue={(option, value) => option.id === value.id}
                autoHighlight
                renderInput={(params) => (
                  <TextField
                    {...params}
                    inputRef={field.ref}
                    onBlur={field.onBlur}
                    label={t('auth.register.country')}
                    required
                    error={Boolean(fieldState.error)}
                    helperText={fieldMessage(fieldState.error?.message)}
                  />
                )}
              />
            )}
          />
          <TextField
            {...checked('phoneNumber.phoneNumber')}
            label={t('auth.register.phoneNumber')}
            type="tel"
            autoComplete="tel"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
        </Box>
        <NewPasswordFields passwordLabel={t('auth.password')} confirmLabel={t('auth.register.confirmPassword')} />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('auth.register.submit')}
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {t('auth.register.haveAccount')}{' '}
          <Link component="button" type="button" onClick={onLogin} sx={{ verticalAlign: 'baseline' }}>
            {t('auth.login')}
          </Link>
        </Typography>
      </Box>
    </FormProvider>
  );
}

const verifySchema = verifyRegistrationBodySchema.pick({ otp: true });

function VerifyRegistration({
  titleId,
  email,
  resendAvailableInSeconds,
  onVerified,
}: {
  titleId: string;
  email: string;
  resendAvailableInSeconds: number;
  onVerified: () => void;
}) {
  const { t } = useTranslation();
  const notify = useAlert();
  const verify = useVerifyRegistration();
  const resend = useResendVerification();
  const limit = useResendLimit({ resendAvailableInSeconds });
  const form = useForm<z.input<typeof verifySchema>, unknown, z.output<typeof verifySchema>>({
    resolver: zodResolver(verifySchema),
    defaultValues: { otp: '' },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await verify.mutateAsync({ email, otp });
      notify({ type: 'success', message: t('auth.register.registered') });
      onVerified();
    } catch (error) {
      showServerErrorOnFields(error, form.setError, ['otp'], ['otp']);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ display: 'grid', gap: 2 }}
      data-testid="registration-verify"
    >
      <Box>
        <Typography variant="h5" component="h2" id={titleId} sx={{ fontWeight: 700 }}>
          {t('auth.register.verifyTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('auth.register.verifyText', { email: isolate(email) })}
        </Typography>
      </Box>
      <CodeField {...field('otp', t('auth.otp.hint'))} autoFocus />
      <ResendCode
        limit={limit}
        send={async () => (await resend.mutateAsync({ email })).data}
        onSent={() => form.clearErrors('otp')}
        onRefused={(error) => showServerErrorOnFields(error, form.setError, ['otp'], ['otp'])}
      />
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('auth.register.verifySubmit')}
      </Button>
    </Box>
  );
}
