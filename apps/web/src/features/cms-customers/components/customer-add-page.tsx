import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { customerCreateBodySchema, customerProfileResponseSchema } from '@iot/shared/admin-customers';
import { apiRequest, errorMessageOf } from '../../../api/client.ts';
import { PhoneNumberFields } from '../../../components/address/phone-number-fields.tsx';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { cmsCustomerKeys } from '../api/customers.ts';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';

const formSchema = customerCreateBodySchema.omit({ language: true });
type Values = z.input<typeof formSchema>;
const fieldNames: FieldPath<Values>[] = [
  'companyName',
  'firstName',
  'lastName',
  'username',
  'email',
  'phoneNumber.isoCode',
  'phoneNumber.phoneNumber',
];

/** SPEC §2 /cms/customers/add: a company account; it is mailed a code to set its password. */
export function CustomerAddPage() {
  const { t } = useTranslation();
  const paths = usePaths();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useAlert();
  const client = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      companyName: '',
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      phoneNumber: { isoCode: 'AE', phoneNumber: '' },
    },
  });
  const field = useFieldProps(form);
  const create = useMutation({
    mutationFn: (body: z.output<typeof formSchema>) =>
      apiRequest('/customers', {
        schema: customerProfileResponseSchema,
        base: 'admin',
        method: 'POST',
        body: { ...body, language },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: cmsCustomerKeys.all }),
  });
  const submit = form.handleSubmit(async (body) => {
    try {
      const { data } = await create.mutateAsync(body);
      notify({ type: 'success', message: t('customers.add.created', { email: data.email }) });
      form.reset(form.getValues());
      void navigate(paths.cms.customer(data.id));
    } catch (error) {
      showServerErrorOnFields(error, form.setError, fieldNames);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  return (
    <>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <PageHeader
        title={t('customers.add.title')}
        breadcrumbs={[{ label: t('customers.title'), to: paths.cms.customers() }, { label: t('customers.add.title') }]}
      />
      <Paper variant="outlined" sx={{ p: 2, maxWidth: 720 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
          <TextField {...field('companyName')} label={t('auth.register.companyName')} autoFocus />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField {...field('firstName')} label={t('auth.register.firstName')} />
            <TextField {...field('lastName')} label={t('auth.register.lastName')} />
            <TextField
              {...field('username')}
              label={t('auth.register.username')}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField {...field('email')} label={t('auth.register.email')} type="email" />
            <PhoneNumberFields
              form={form}
              country="phoneNumber.isoCode"
              number="phoneNumber.phoneNumber"
              countryLabel={t('auth.register.country')}
              numberLabel={t('auth.register.phoneNumber')}
            />
          </Box>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => void navigate(paths.cms.customers())}>{t('catalog.actions.cancel')}</Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('customers.add.submit')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
