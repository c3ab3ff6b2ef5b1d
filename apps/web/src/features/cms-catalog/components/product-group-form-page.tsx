import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { productGroupCreateBodySchema, productLimits } from '@iot/shared/products';
import { ApiError, errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CharacterCounterField } from '../../../components/character-counter-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useCmsProductGroup, useSaveProductGroup } from '../api/product-groups.ts';

const groupFormSchema = productGroupCreateBodySchema.pick({ name: true, description: true });
type GroupFormValues = { name: string; description: string };

/** SPEC §2 /cms/products/groups/add and /{id}/edit: name and description; products are added on the group's page. */
export function ProductGroupFormPage() {
  const { id } = useParams();
  const group = useCmsProductGroup(id);
  if (id && group.isPending) return <PageLoading />;
  return <GroupForm id={id} initial={group.data ? { name: group.data.name, description: group.data.description } : { name: '', description: '' }} />;
}

function GroupForm({ id, initial }: { id?: string; initial: GroupFormValues }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const save = useSaveProductGroup();
  const form = useForm<GroupFormValues, unknown, z.output<typeof groupFormSchema>>({ resolver: zodResolver(groupFormSchema) as never, defaultValues: initial, mode: 'onTouched' });
  const { errors } = form.formState;
  const list = paths.cms.productGroups();
  const title = id ? t('catalog.groups.editTitle') : t('catalog.groups.addTitle');

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = (await save.mutateAsync({ id, body })) as { data: { id: string } };
      notify({ type: 'success', message: id ? t('catalog.alerts.updated') : t('catalog.alerts.successfully', { field: t('catalog.groups.created') }) });
      navigate(paths.cms.productGroup(saved.data.id));
    } catch (error) {
      if (error instanceof ApiError && error.fields) for (const [path, text] of Object.entries(error.fields)) form.setError(path as Path<GroupFormValues>, { message: text });
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  return (
    <>
      <PageHeader title={title} breadcrumbs={[{ label: t('catalog.products.title'), to: paths.cms.products() }, { label: t('catalog.groups.title'), to: list }, { label: title }]} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField {...form.register('name')} label={t('catalog.groups.fields.name')} required fullWidth autoFocus error={Boolean(errors.name)} helperText={fieldMessage(errors.name?.message)} slotProps={{ htmlInput: { maxLength: productLimits.nameMax } }} />
          <Controller control={form.control} name="description" render={({ field }) => <CharacterCounterField {...field} label={t('catalog.groups.fields.description')} fullWidth error={Boolean(errors.description)} helperText={fieldMessage(errors.description?.message)} />} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
            <Button onClick={() => navigate(id ? paths.cms.productGroup(id) : list)}>{t('catalog.actions.cancel')}</Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('catalog.actions.save')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
