import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockReset';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changePasswordBodySchema, type CustomerKind } from '@iot/shared/auth';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { confirmationField, NewPasswordFields, passwordsMatch } from '../../../components/auth/new-password-fields.tsx';
import { PasswordField } from '../../../components/auth/password-field.tsx';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useChangeOwnPassword } from '../api/own-profile.ts';

// The contract's body, plus the confirmation the user types (SPEC §5 step 3 rules).
const formSchema = changePasswordBodySchema.extend(confirmationField).refine(...passwordsMatch);
type Values = z.input<typeof formSchema>;
const fieldNames: FieldPath<Values>[] = ['currentPassword', 'password'];
const blank: Values = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * Changes the signed-in user's password: the current one, then a new one under the SPEC §5 rules
 * with the live checklist. Every other session ends; this one carries on with fresh tokens.
 */
export function ChangePasswordSection({ account }: { account: { id: string; kind: CustomerKind } }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const change = useChangeOwnPassword();
  const [open, setOpen] = useState(false);
  const [changed, setChanged] = useState(false);
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: blank,
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit(async ({ confirmPassword: _confirmation, ...body }) => {
    try {
      await change.mutateAsync({ account, body });
      form.reset(blank);
      setOpen(false);
      setChanged(true);
    } catch (error) {
      showServerErrorOnFields(error, form.setError, fieldNames);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="change-password-title"
      sx={{ p: { xs: 2, md: 3 } }}
      data-testid="change-password"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Box>
          <Typography variant="h6" component="h2" id="change-password-title">
            {t('book.password.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('book.password.subtitle')}
          </Typography>
        </Box>
        {!open && (
          <Button
            variant="outlined"
            startIcon={<LockIcon />}
            onClick={() => {
              setChanged(false);
              setOpen(true);
            }}
          >
            {t('book.password.open')}
          </Button>
        )}
      </Box>
      {changed && (
        <Alert severity="success" sx={{ mt: 2 }} onClose={() => setChanged(false)}>
          {t('book.password.changed')}
        </Alert>
      )}
      {open && (
        <FormProvider {...form}>
          <Box
            component="form"
            noValidate
            onSubmit={submit}
            sx={{ display: 'grid', gap: 2, mt: 2, maxWidth: 560 }}
            data-testid="change-password-form"
          >
            <PasswordField
              {...field('currentPassword')}
              label={t('book.password.current')}
              autoComplete="current-password"
              autoFocus
            />
            <NewPasswordFields
              passwordLabel={t('book.password.new')}
              confirmLabel={t('book.password.confirm')}
              disabled={form.formState.isSubmitting}
            />
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
              <Button
                onClick={() => {
                  form.reset(blank);
                  setOpen(false);
                }}
                disabled={form.formState.isSubmitting}
              >
                {t('book.cancel')}
              </Button>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                {t('book.password.submit')}
              </Button>
            </Box>
          </Box>
        </FormProvider>
      )}
    </Paper>
  );
}
