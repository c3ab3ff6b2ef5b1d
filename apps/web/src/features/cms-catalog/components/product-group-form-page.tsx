import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { optionalText } from '@iot/shared/fields';
import { productGroupCreateBodySchema, productLimits } from '@iot/shared/products';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CharacterCounterField } from '../../../components/character-counter-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCmsProductGroup, useProductGroupTexts, useSaveProductGroup } from '../api/product-groups.ts';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';
import { showServerFieldErrors } from '../../../components/forms/server-errors.ts';

const groupFormSchema = productGroupCreateBodySchema.pick({ name: true, description: true });
// A group named in another language may have no name in the edited one yet.
const groupTranslationSchema = groupFormSchema.extend({ name: optionalText('Name', productLimits.nameMax) });
type GroupFormValues = { name: string; description: string };

/**
 * SPEC §2 /cms/products/groups/add and /{id}/edit: name and description; products are added on the
 * group's page. The edit form edits the texts stored in the page's language, not the fallbacks.
 */
export function ProductGroupFormPage() {
  const { id } = useParams();
  const language = useLanguage();
  const group = useCmsProductGroup(id);
  const stored = useProductGroupTexts(id);
  if (id && (group.isPending || stored.isPending)) return <PageLoading />;
  if (!id || !group.data || !stored.data)
    return <GroupForm id={id} initial={{ name: '', description: '' }} nameRequired />;
  return (
    <GroupForm
      id={id}
      initial={{ name: stored.data.name ?? '', description: stored.data.description ?? '' }}
      nameRequired={!group.data.languages.some((code) => code !== language)}
      namePlaceholder={group.data.name}
    />
  );
}

function GroupForm({
  id,
  initial,
  nameRequired,
  namePlaceholder,
}: {
  id?: string | undefined;
  initial: GroupFormValues;
  nameRequired: boolean;
  namePlaceholder?: string;
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const save = useSaveProductGroup();
  const form = useForm<GroupFormValues, unknown, z.output<typeof groupFormSchema>>({
    resolver: zodResolver(nameRequired ? groupFormSchema : groupTranslationSchema) as never,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const list = paths.cms.productGroups();
  const title = id ? t('catalog.groups.editTitle') : t('catalog.groups.addTitle');

  const submit = form.handleSubmit(async (values) => {
    // No name yet in this language: the group keeps the one another language gives it.
    const body = id && !values.name ? { description: values.description } : values;
    try {
      const saved = (await save.mutateAsync({ id, body })) as { data: { id: string } };
      notify({
        type: 'success',
        message: id
          ? t('catalog.alerts.updated')
          : t('catalog.alerts.successfully', { field: t('catalog.groups.created') }),
      });
      form.reset(form.getValues());
      navigate(paths.cms.productGroup(saved.data.id));
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
          { label: t('catalog.products.title'), to: paths.cms.products() },
          { label: t('catalog.groups.title'), to: list },
          { label: title },
        ]}
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            {...form.register('name')}
            label={t('catalog.groups.fields.name')}
            required={nameRequired}
            placeholder={namePlaceholder}
            fullWidth
            autoFocus
            error={Boolean(errors.name)}
            helperText={fieldMessage(errors.name?.message)}
            slotProps={{ htmlInput: { maxLength: productLimits.nameMax } }}
          />
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <CharacterCounterField
                {...field}
                label={t('catalog.groups.fields.description')}
                fullWidth
                error={Boolean(errors.description)}
                helperText={fieldMessage(errors.description?.message)}
              />
            )}
          />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1.5 }}>
            <Button onClick={() => navigate(id ? paths.cms.productGroup(id) : list)}>
              {t('catalog.actions.cancel')}
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('catalog.actions.save')}
            </Button>
          </Box>
        </Box>
      </Paper>
    </>
  );
}
