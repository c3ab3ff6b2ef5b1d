import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { tenantUserCreateBodySchema } from '@iot/shared/auth';
import { errorMessageOf } from '../../../api/client.ts';
import { PhoneNumberFields } from '../../../components/address/phone-number-fields.tsx';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { confirmationField, NewPasswordFields, passwordsMatch } from '../../../components/auth/new-password-fields.tsx';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useAddTenantUser } from '../api/tenants.ts';

// The contract's body, plus the confirmation the administrator types (SPEC §5 step 3 rules).
const formSchema = tenantUserCreateBodySchema.extend(confirmationField).refine(...passwordsMatch);
type Values = z.input<typeof formSchema>;
const fieldNames: FieldPath<Values>[] = [
  'username',
  'email',
  'firstName',
  'lastName',
  'mobileNumber.isoCode',
  'mobileNumber.phoneNumber',
  'password',
];
const emptyUser: Values = {
  username: '',
  email: '',
  firstName: '',
  lastName: '',
  mobileNumber: { isoCode: 'AE', phoneNumber: '' },
  password: '',
  confirmPassword: '',
};

/** Adds a user to the tenant (SPEC §3 tenant user: username, e-mail, mobile number) with a first password. */
export function TenantUserAddDialog({
  tenantId,
  open,
  onClose,
}: {
  tenantId: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const notify = useAlert();
  const add = useAddTenantUser(tenantId);
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: emptyUser,
  });
  const field = useFieldProps(form);
  const optional = (name: 'firstName' | 'lastName') => ({ ...field(name), required: false });

  const submit = form.handleSubmit(async ({ confirmPassword: _confirmation, ...body }) => {
    try {
      await add.mutateAsync(body);
      notify({ type: 'success', message: t('tenants.users.added') });
      onClose();
    } catch (error) {
      showServerErrorOnFields(error, form.setError, fieldNames);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });
  const close = () => {
    if (!form.formState.isSubmitting) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ transition: { onExited: () => form.reset(emptyUser) } }}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit}>
          <DialogTitle id={titleId}>{t('tenants.users.add')}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, pt: 1 }}>
              <TextField
                {...field('username')}
                label={t('tenants.users.username')}
                autoFocus
                slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
              />
              <TextField
                {...field('email')}
                label={t('tenants.users.email')}
                type="email"
                slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
              />
              <TextField {...optional('firstName')} label={t('tenants.users.firstName')} />
              <TextField {...optional('lastName')} label={t('tenants.users.lastName')} />
              <PhoneNumberFields
                form={form}
                country="mobileNumber.isoCode"
                number="mobileNumber.phoneNumber"
                countryLabel={t('tenants.users.country')}
                numberLabel={t('tenants.users.mobileNumber')}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
              <NewPasswordFields
                passwordLabel={t('tenants.users.password')}
                confirmLabel={t('tenants.users.confirmPassword')}
              />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close}>{t('tenants.cancel')}</Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('tenants.users.add')}
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
