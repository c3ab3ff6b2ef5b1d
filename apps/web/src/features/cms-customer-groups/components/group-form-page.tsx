import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { customerGroupBodySchema, type CustomerGroupBody } from '@iot/shared/customer-groups';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CharacterCounterField } from '../../../components/character-counter-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useCustomerGroup, useSaveCustomerGroup } from '../api/customer-groups.ts';
import { GroupNotFound } from './group-not-found.tsx';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';
import { showServerFieldErrors } from '../../../components/forms/server-errors.ts';

type FormValues = z.input<typeof customerGroupBodySchema>;
const nameMax = 100;

/** SPEC §2 /cms/customers/groups/add and /{id}/edit: name and description; members are added on the group's page. */
export function GroupFormPage({ id }: { id?: string }) {
  const group = useCustomerGroup(id);
  if (!id) return <GroupForm initial={{ name: '', description: '' }} />;
  if (group.isPending) return <PageLoading />;
  if (group.isError) return <GroupNotFound />;
  return <GroupForm id={id} initial={{ name: group.data.name, description: group.data.description ?? '' }} />;
}

function GroupForm({ id, initial }: { id?: string; initial: FormValues }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const save = useSaveCustomerGroup();
  const form = useForm<FormValues, unknown, CustomerGroupBody>({
    resolver: zodResolver(customerGroupBodySchema),
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const list = paths.cms.customerGroups();
  const title = id ? t('customerGroups.editTitle') : t('customerGroups.addTitle');

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id, body });
      notify({ type: 'success', message: id ? t('customerGroups.updated') : t('customerGroups.created') });
      form.reset(form.getValues());
      navigate(paths.cms.customerGroup(saved.data.id));
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  return (
    <>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('customers.title'), to: paths.cms.customers() },
          { label: t('customerGroups.title'), to: list },
          { label: title },
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            {...form.register('name')}
            label={t('customerGroups.fields.name')}
            required
            fullWidth
            autoFocus
            error={Boolean(errors.name)}
            helperText={fieldMessage(errors.name?.message)}
            slotProps={{ htmlInput: { maxLength: nameMax } }}
          />
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <CharacterCounterField
                {...field}
                value={field.value ?? ''}
                label={t('customerGroups.fields.description')}
                fullWidth
                error={Boolean(errors.description)}
                helperText={fieldMessage(errors.description?.message)}
              />
            )}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
            <Button onClick={() => navigate(id ? paths.cms.customerGroup(id) : list)}>
              {t('customerGroups.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('customerGroups.save')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
