import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  adPlacements,
  marketingSubTitleMax,
  marketingTitleMax,
  sliderPositions,
  type MarketingItem,
  type MarketingKind,
} from '@iot/shared/marketing';
import type { WithId } from '../../../api/client.ts';
import { uploadFile } from '../../../api/upload-file.ts';
import { FormActions } from '../../../components/cms/form-actions.tsx';
import { StoredTextsGate, type StoredTexts } from '../../../components/cms/stored-texts-gate.tsx';
import { useItemFormSubmit } from '../../../components/cms/use-item-form-submit.ts';
import { CharacterCounterField } from '../../../components/character-counter-field.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { cmsMarketingQueries, useSaveMarketingItem } from '../api/marketing-items.ts';
import {
  marketingBodyFromForm,
  marketingFormFromItem,
  marketingFormSchema,
  type MarketingFormValues,
} from '../lib/marketing-form-values.ts';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';

const uploadImage = (file: File) => uploadFile(file, 'image');

type Props = { kind: MarketingKind; item?: WithId<MarketingItem>; onSaved: () => void; onCancel: () => void };

/** Adds or edits a slider (SPEC §3 Home slider: position, title, subTitle, description) or an ad. */
export function MarketingForm(props: Props) {
  const { kind, item } = props;
  return (
    <StoredTextsGate item={item} query={(language) => cmsMarketingQueries.translation(kind, item?.id ?? '', language)}>
      {(stored, titleRequired) => <MarketingFormFields {...props} stored={stored} titleRequired={titleRequired} />}
    </StoredTextsGate>
  );
}

function MarketingFormFields({
  kind,
  item,
  onSaved,
  onCancel,
  stored,
  titleRequired,
}: Props & { stored?: StoredTexts; titleRequired: boolean }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveMarketingItem(kind);
  const form = useForm<MarketingFormValues>({
    resolver: zodResolver(marketingFormSchema(titleRequired)) as never,
    defaultValues: marketingFormFromItem(item, stored),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (name: keyof MarketingFormValues) => fieldMessage(errors[name]?.message);
  const text = (name: 'title' | 'subTitle' | 'link', label: string, max?: number, hint?: string) => (
    <TextField
      {...form.register(name)}
      label={label}
      fullWidth
      error={Boolean(message(name))}
      helperText={message(name) ?? hint}
      slotProps={max ? { htmlInput: { maxLength: max } } : undefined}
    />
  );
  const date = (name: 'startsAt' | 'endsAt', hint: string) => (
    <TextField
      {...form.register(name)}
      type="datetime-local"
      label={t(`marketing.fields.${name}`)}
      error={Boolean(message(name))}
      helperText={message(name) ?? hint}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );

  const submit = useItemFormSubmit(form, {
    save: (values) => save.mutateAsync({ id: item?.id, body: marketingBodyFromForm(kind, values, Boolean(item)) }),
    editing: Boolean(item),
    created: t(`marketing.created.${kind}`),
    onSaved,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }} data-testid="marketing-form">
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <TextField
        {...form.register('title')}
        label={t('marketing.fields.title')}
        required={titleRequired}
        placeholder={item?.title}
        fullWidth
        autoFocus
        error={Boolean(message('title'))}
        helperText={message('title')}
        slotProps={{ htmlInput: { maxLength: marketingTitleMax } }}
      />
      {kind === 'sliders' && (
        <>
          {text('subTitle', t('marketing.fields.subTitle'), marketingSubTitleMax)}
          <Controller
            control={form.control}
            name="description"
            render={({ field }) => (
              <CharacterCounterField
                {...field}
                label={t('marketing.fields.description')}
                fullWidth
                error={Boolean(message('description'))}
                helperText={message('description')}
              />
            )}
          />
        </>
      )}
      <Controller
        control={form.control}
        name="image"
        render={({ field }) => (
          <ImageUploader
            label={t('marketing.fields.image')}
            value={field.value ? [field.value] : []}
            onChange={(urls) => field.onChange(urls[0] ?? null)}
            upload={uploadImage}
            max={1}
            required
            error={errors.image?.message}
          />
        )}
      />
      {text('link', t('marketing.fields.link'), 2048, t('marketing.hints.link'))}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {kind === 'sliders' ? (
          <Controller
            control={form.control}
            name="position"
            render={({ field }) => (
              <TextField {...field} select label={t('marketing.fields.position')}>
                {sliderPositions.map((position) => (
                  <MenuItem key={position} value={position}>
                    {t(`marketing.positions.${position}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        ) : (
          <Controller
            control={form.control}
            name="placement"
            render={({ field }) => (
              <TextField {...field} select label={t('marketing.fields.placement')}>
                {adPlacements.map((placement) => (
                  <MenuItem key={placement} value={placement}>
                    {t(`marketing.placements.${placement}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        )}
        <Controller
          control={form.control}
          name="sortOrder"
          render={({ field }) => (
            <NumberField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              inputRef={field.ref}
              label={t('marketing.fields.order')}
              error={Boolean(message('sortOrder'))}
              helperText={message('sortOrder') ?? t('marketing.hints.order')}
            />
          )}
        />
        {kind === 'ads' && (
          <>
            {date('startsAt', t('marketing.hints.noStart'))}
            {date('endsAt', t('marketing.hints.noEnd'))}
          </>
        )}
      </Box>
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('marketing.fields.active')}
          />
        )}
      />
      <FormActions onCancel={onCancel} submitting={form.formState.isSubmitting} saveTestId="marketing-save" />
    </Box>
  );
}
