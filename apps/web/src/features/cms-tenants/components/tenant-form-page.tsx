import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { tenantCreateBodySchema } from '@iot/shared/auth';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { usePaths } from '../../../lib/paths.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useCmsTenant, useSaveTenant } from '../api/tenants.ts';
import { ChipListField } from './chip-list-field.tsx';
import { CompanyField } from './company-field.tsx';
import { RecordLoadError } from '../../../components/record-load-error.tsx';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';

// The form edits what an administrator types; the tenant's settings are left as they are.
const formSchema = tenantCreateBodySchema.omit({ settings: true });
type Values = z.input<typeof formSchema>;
type Body = z.output<typeof formSchema>;
const fieldNames: FieldPath<Values>[] = [
  'tenantName',
  'email',
  'allowedDeviceProfileTypes',
  'allowedNetworkServers',
  'companyId',
];
const lists = [
  { name: 'allowedDeviceProfileTypes', maxLength: 60 },
  { name: 'allowedNetworkServers', maxLength: 120 },
] as const;

/** /cms/tenants/add and /cms/tenants/{id}/edit: name, e-mail, allowed device profile types and network servers. */
export function TenantFormPage({ id }: { id?: string }) {
  const tenant = useCmsTenant(id);
  if (!id)
    return (
      <TenantForm
        initial={{
          tenantName: '',
          email: '',
          allowedDeviceProfileTypes: [],
          allowedNetworkServers: [],
          companyId: null,
        }}
      />
    );
  if (tenant.isPending) return <PageLoading />;
  if (tenant.isError) return <RecordLoadError error={tenant.error} onRetry={() => void tenant.refetch()} />;
  const { tenantName, email, allowedDeviceProfileTypes, allowedNetworkServers, companyId } = tenant.data;
  return (
    <TenantForm id={id} initial={{ tenantName, email, allowedDeviceProfileTypes, allowedNetworkServers, companyId }} />
  );
}

function TenantForm({ id, initial }: { id?: string; initial: Values }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const save = useSaveTenant();
  const form = useForm<Values, unknown, Body>({ resolver: zodResolver(formSchema), defaultValues: initial });
  const field = useFieldProps(form);
  const title = id ? t('tenants.edit.title') : t('tenants.add.title');
  const back = id ? paths.cms.tenant(id) : paths.cms.tenants();

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id, body });
      notify({ type: 'success', message: id ? t('tenants.edit.updated') : t('tenants.add.created') });
      form.reset(form.getValues());
      void navigate(paths.cms.tenant(saved.data.id));
    } catch (error) {
      showServerErrorOnFields(error, form.setError, fieldNames);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  return (
    <>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('tenants.title'), to: paths.cms.tenants() },
          ...(id ? [{ label: initial.tenantName, to: back }] : []),
          { label: title },
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField {...field('tenantName')} label={t('tenants.fields.tenantName')} autoFocus />
          <TextField
            {...field('email')}
            label={t('tenants.fields.email')}
            type="email"
            slotProps={{ htmlInput: { dir: 'ltr' } }}
          />
          {lists.map(({ name, maxLength }) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field: list, fieldState }) => (
                <ChipListField
                  label={t(`tenants.fields.${name}`)}
                  value={list.value ?? []}
                  onChange={list.onChange}
                  onBlur={list.onBlur}
                  maxLength={maxLength}
                  error={fieldMessage(fieldState.error?.message ?? firstEntryError(form.formState.errors[name]))}
                />
              )}
            />
          ))}
          <Controller
            control={form.control}
            name="companyId"
            render={({ field: company, fieldState }) => (
              <CompanyField
                value={company.value ?? null}
                onChange={company.onChange}
                error={fieldMessage(fieldState.error?.message)}
              />
            )}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
            <Button onClick={() => void navigate(back)}>{t('tenants.cancel')}</Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('tenants.save')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}

/** An entry's own error (too long), which react-hook-form keeps under the entry's index. */
function firstEntryError(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const entry = errors.find((item): item is { message?: string } => Boolean(item)) as { message?: string } | undefined;
  return entry?.message;
}
