import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  tenantIdSchema,
  verifyOtpBodySchema,
} from '@iot/shared/auth';
import { message } from '@iot/shared/validation-messages';
import {
  recoveryBase,
  useRequestRecoveryCode,
  useResetPassword,
  useVerifyRecoveryCode,
  type RecoveryAccount,
  type RecoveryRealm,
} from './api/password-recovery.ts';
import { formatNumber, isolate } from '../../lib/format.ts';
import { useFieldProps } from '../../lib/use-field-props.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useAlert } from '../alerts/alert-context.ts';
import { CodeField } from './code-field.tsx';
import { confirmationField, NewPasswordFields, passwordsMatch } from './new-password-fields.tsx';
import { ResendCode } from './resend-code.tsx';
import { showServerErrorOnFields } from '../forms/server-errors.ts';
import { useCaptchaToken } from './use-captcha-token.ts';
import { useResendLimit } from './use-resend-limit.ts';

// SPEC §5 step 1: e-mail required; tenant ID required when tenant user is chosen.
const accountStepSchema = z
  .object({
    realm: z.enum(['admin', 'company', 'tenant']),
    email: forgotPasswordBodySchema.shape.email,
    tenant: z.string(),
  })
  .superRefine((values, context) => {
    if (values.realm === 'tenant' && !tenantIdSchema.safeParse(values.tenant).success) {
      context.addIssue({ code: 'custom', path: ['tenant'], message: message.tenantId() });
    }
  });
// Step 2: the code is exactly 8 characters. Step 3: the new-password rules and a matching confirmation.
const codeStepSchema = verifyOtpBodySchema.pick({ otp: true });
const passwordStepSchema = resetPasswordBodySchema
  .pick({ password: true })
  .extend(confirmationField)
  .refine(...passwordsMatch);

type AccountValues = z.input<typeof accountStepSchema>;

type FlowProps = {
  /** Who may recover here: the CMS (administrators) or the storefront (root or tenant users). */
  audience: 'admin' | 'customer';
  initialRealm?: Exclude<RecoveryRealm, 'admin'>;
  /** Called with the realm recovered when the flow ends (after success or on "Back to login"). */
  onBackToLogin: (realm: RecoveryRealm) => void;
  titleId?: string;
  /**
   * An administrator's invitation (DESIGN §Operations): its code was mailed to this e-mail, so the
   * flow starts at the code, under the invitation's own title.
   */
  invitation?: { email: string; title: string };
};

/**
 * SPEC §2, §4, §5: forgot password in three steps — (1) e-mail (and on the storefront root or tenant
 * user, with the tenant ID), (2) the 8-digit code with resend, (3) the new password with checklist
 * and generator. Server messages land on the field of the step. Success returns to login; the
 * parent unmounts this flow, which resets it.
 */
export function ForgotPasswordFlow({
  audience,
  initialRealm = 'company',
  onBackToLogin,
  titleId,
  invitation,
}: FlowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const startRealm: RecoveryRealm = audience === 'admin' ? 'admin' : initialRealm;
  const takeCaptcha = useCaptchaToken(recoveryBase(startRealm));
  const limit = useResendLimit();
  const [step, setStep] = useState(invitation ? 1 : 0);
  const [account, setAccount] = useState<AccountValues>({
    realm: startRealm,
    email: invitation?.email ?? '',
    tenant: '',
  });
  const [otp, setOtp] = useState('');
  const steps = t('auth.forgot.steps', { returnObjects: true });
  const recovery: RecoveryAccount = {
    realm: account.realm,
    email: account.email,
    tenant: account.realm === 'tenant' ? account.tenant : undefined,
  };

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="forgot-password">
      <Box>
        <Typography variant="h5" component="h2" id={titleId} sx={{ fontWeight: 700 }}>
          {invitation?.title ?? t('auth.forgot.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {t('auth.forgot.progress', {
            step: formatNumber(step + 1, language),
            total: formatNumber(steps.length, language),
          })}
        </Typography>
      </Box>
      <Stepper activeStep={step} alternativeLabel aria-hidden>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel icon={formatNumber(index + 1, language)}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 0 && (
        <AccountStep
          audience={audience}
          defaults={account}
          takeCaptcha={takeCaptcha}
          onSent={(values, answer) => {
            setAccount(values);
            limit.reset();
            limit.codeSent(answer, { resend: false });
            setStep(1);
          }}
          onHaveCode={(values) => {
            setAccount(values);
            limit.reset();
            setStep(1);
          }}
        />
      )}
      {step === 1 && (
        <CodeStep
          account={recovery}
          takeCaptcha={takeCaptcha}
          limit={limit}
          defaultCode={otp}
          onVerified={(code) => {
            setOtp(code);
            setStep(2);
          }}
          onChangeEmail={() => setStep(0)}
        />
      )}
      {step === 2 && <PasswordStep account={recovery} otp={otp} onDone={() => onBackToLogin(account.realm)} />}
      <Link
        component="button"
        type="button"
        variant="body2"
        onClick={() => onBackToLogin(account.realm)}
        sx={{ justifySelf: 'start' }}
      >
        {t('auth.forgot.backToLogin')}
      </Link>
    </Box>
  );
}

type CodeSentAnswer = { resendAvailableInSeconds: number; resendsLeft: number };

type TakeCaptcha = () => Promise<string | null>;

function AccountStep({
  audience,
  defaults,
  takeCaptcha,
  onSent,
  onHaveCode,
}: {
  audience: 'admin' | 'customer';
  defaults: AccountValues;
  takeCaptcha: TakeCaptcha;
  onSent: (values: AccountValues, answer: CodeSentAnswer) => void;
  /** A code already mailed (an administrator's reset by mail): straight to step 2, without sending another. */
  onHaveCode: (values: AccountValues) => void;
}) {
  const { t } = useTranslation();
  const requestCode = useRequestRecoveryCode();
  const form = useForm<AccountValues, unknown, z.output<typeof accountStepSchema>>({
    resolver: zodResolver(accountStepSchema),
    defaultValues: defaults,
  });
  const field = useFieldProps(form);
  const realm = useWatch({ control: form.control, name: 'realm' });

  const submit = form.handleSubmit(async (values) => {
    const token = await takeCaptcha();
    if (!token) return;
    const account = {
      realm: values.realm,
      email: values.email,
      tenant: values.realm === 'tenant' ? values.tenant : undefined,
    };
    try {
      const { data } = await requestCode.mutateAsync({ account, captcha: token });
      onSent(values, data);
    } catch (error) {
      // SPEC §8: the server's message goes on the e-mail field, and on the tenant field for tenants.
      showServerErrorOnFields(
        error,
        form.setError,
        ['email', 'tenant'],
        values.realm === 'tenant' ? ['email', 'tenant'] : ['email'],
      );
    }
  });

  const haveCode = form.handleSubmit((values) => onHaveCode(values));

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('auth.forgot.emailIntro')}
      </Typography>
      <TextField {...field('email')} label={t('auth.forgot.email')} type="email" autoComplete="email" autoFocus />
      {audience === 'customer' && (
        <FormControl>
          <FormLabel id="recovery-account-type">{t('auth.forgot.accountType')}</FormLabel>
          <Controller
            control={form.control}
            name="realm"
            render={({ field: radio }) => (
              <RadioGroup row aria-labelledby="recovery-account-type" {...radio}>
                <FormControlLabel value="company" control={<Radio />} label={t('auth.forgot.rootUser')} />
                <FormControlLabel value="tenant" control={<Radio />} label={t('auth.forgot.tenantUser')} />
              </RadioGroup>
            )}
          />
        </FormControl>
      )}
      {realm === 'tenant' && <TextField {...field('tenant')} label={t('auth.forgot.tenantId')} autoComplete="off" />}
      <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
        {t('auth.forgot.sendCode')}
      </Button>
      <Button onClick={haveCode}>{t('auth.forgot.haveCode')}</Button>
    </Box>
  );
}

type CodeStepProps = {
  account: RecoveryAccount;
  takeCaptcha: TakeCaptcha;
  limit: ReturnType<typeof useResendLimit>;
  defaultCode: string;
  onVerified: (code: string) => void;
  onChangeEmail: () => void;
};

function CodeStep({ account, takeCaptcha, limit, defaultCode, onVerified, onChangeEmail }: CodeStepProps) {
  const { t } = useTranslation();
  const verify = useVerifyRecoveryCode();
  const resend = useRequestRecoveryCode();
  const form = useForm<z.input<typeof codeStepSchema>, unknown, z.output<typeof codeStepSchema>>({
    resolver: zodResolver(codeStepSchema),
    defaultValues: { otp: defaultCode },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit(async ({ otp }) => {
    try {
      await verify.mutateAsync({ account, otp });
      onVerified(otp);
    } catch (error) {
      showServerErrorOnFields(error, form.setError, ['otp'], ['otp']);
    }
  });

  const resendCode = async () => {
    const token = await takeCaptcha();
    return token ? (await resend.mutateAsync({ account, captcha: token })).data : null;
  };

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('auth.forgot.codeIntro', { email: isolate(account.email) })}
      </Typography>
      <CodeField {...field('otp', t('auth.otp.hint'))} autoFocus />
      <ResendCode
        limit={limit}
        send={resendCode}
        onSent={() => form.clearErrors('otp')}
        onRefused={(error) => showServerErrorOnFields(error, form.setError, ['otp'], ['otp'])}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
        <Button onClick={onChangeEmail}>{t('auth.forgot.changeEmail')}</Button>
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('auth.forgot.verify')}
        </Button>
      </Box>
    </Box>
  );
}

function PasswordStep({ account, otp, onDone }: { account: RecoveryAccount; otp: string; onDone: () => void }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const reset = useResetPassword();
  const form = useForm<z.input<typeof passwordStepSchema>, unknown, z.output<typeof passwordStepSchema>>({
    resolver: zodResolver(passwordStepSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ account, otp, password });
      notify({ type: 'success', message: t('auth.forgot.success') });
      onDone();
    } catch (error) {
      showServerErrorOnFields(error, form.setError, ['password'], ['password']);
    }
  });

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('auth.forgot.passwordIntro', { email: isolate(account.email) })}
        </Typography>
        <NewPasswordFields
          passwordLabel={t('auth.forgot.newPassword')}
          confirmLabel={t('auth.forgot.confirmPassword')}
        />
        <Button type="submit" variant="contained" size="large" loading={form.formState.isSubmitting}>
          {t('auth.forgot.save')}
        </Button>
      </Box>
    </FormProvider>
  );
}
