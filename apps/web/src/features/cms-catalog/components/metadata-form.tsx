import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CollectionsIcon from '@mui/icons-material/CollectionsOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  metadataKinds,
  titleMaxLength,
  type MetadataCreateBody,
  type MetadataItem,
  type MetadataKind,
} from '@iot/shared/catalog-metadata';
import type { WithId } from '../../../api/client.ts';
import { FormActions } from '../../../components/cms/form-actions.tsx';
import { StoredTextsGate, type StoredTexts } from '../../../components/cms/stored-texts-gate.tsx';
import { useItemFormSubmit } from '../../../components/cms/use-item-form-submit.ts';
import { CharacterCounterField } from '../../../components/character-counter-field.tsx';
import { ImageUploader, thumbnailOf } from '../../../components/image-uploader.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { metadataItemQueries, usePictureGallery, useSaveMetadataItem } from '../api/metadata-items.ts';
import { uploadFile } from '../../../api/upload-file.ts';
import {
  metadataBodyFromForm,
  metadataFormFromItem,
  metadataFormSchema,
  type MetadataFormValues,
} from '../lib/metadata-form-values.ts';
import { hasDescription } from '../lib/metadata-pages.ts';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';

const uploadImage = (file: File) => uploadFile(file, 'image');

type Props = { kind: MetadataKind; item?: WithId<MetadataItem>; onSaved: () => void; onCancel: () => void };

/** Adds or edits one metadata item: title, the description and image where the kind has them, active. */
export function MetadataForm(props: Props) {
  const { kind, item } = props;
  return (
    <StoredTextsGate item={item} query={(language) => metadataItemQueries.translation(kind, item?.id ?? '', language)}>
      {(stored, titleRequired) => <MetadataFormFields {...props} stored={stored} titleRequired={titleRequired} />}
    </StoredTextsGate>
  );
}

function MetadataFormFields({
  kind,
  item,
  onSaved,
  onCancel,
  stored,
  titleRequired,
}: Props & { stored?: StoredTexts; titleRequired: boolean }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveMetadataItem(kind);
  const form = useForm<MetadataFormValues>({
    resolver: zodResolver(metadataFormSchema(kind, titleRequired)) as never,
    defaultValues: metadataFormFromItem(item, stored),
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  const message = (name: keyof MetadataFormValues) => fieldMessage(errors[name]?.message);
  const image = metadataKinds[kind].image;

  const submit = useItemFormSubmit(form, {
    save: async (values) => {
      const body: Partial<MetadataCreateBody> = metadataBodyFromForm(kind, values);
      // No title yet in this language: the item keeps the one another language gives it.
      if (item && !body.title) delete body.title;
      await save.mutateAsync({ id: item?.id, body });
    },
    editing: Boolean(item),
    created: t('catalog.metadata.created'),
    onSaved,
  });

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }} data-testid="metadata-form">
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <TextField
        {...form.register('title')}
        label={t('catalog.metadata.fields.title')}
        required={titleRequired}
        placeholder={item?.title}
        fullWidth
        autoFocus
        error={Boolean(message('title'))}
        helperText={message('title')}
        slotProps={{ htmlInput: { maxLength: titleMaxLength } }}
      />
      {hasDescription(kind) && (
        <Controller
          control={form.control}
          name="description"
          render={({ field }) => (
            <CharacterCounterField
              {...field}
              label={t('catalog.metadata.fields.description')}
              fullWidth
              error={Boolean(message('description'))}
              helperText={message('description')}
            />
          )}
        />
      )}
      {image !== 'none' && (
        <Controller
          control={form.control}
          name="image"
          render={({ field }) => (
            <Box sx={{ display: 'grid', gap: 1 }}>
              <ImageUploader
                label={t('catalog.metadata.fields.image')}
                value={field.value ? [field.value] : []}
                onChange={(urls) => field.onChange(urls[0] ?? null)}
                upload={uploadImage}
                max={1}
                required={image === 'required'}
                error={errors.image?.message}
              />
              {kind !== 'pictures' && <GalleryPicker onPick={(url) => field.onChange(url)} />}
            </Box>
          )}
        />
      )}
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('catalog.metadata.fields.active')}
          />
        )}
      />
      <FormActions onCancel={onCancel} submitting={form.formState.isSubmitting} saveTestId="metadata-save" />
    </Box>
  );
}

/** SPEC §7 /pictures/gallery: reuse an uploaded picture as this item's image. */
function GalleryPicker({ onPick }: { onPick: (url: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const gallery = usePictureGallery(open);
  const pictures = (gallery.data ?? []).filter((picture) => picture.image);
  return (
    <Box>
      <Button startIcon={<CollectionsIcon />} onClick={() => setOpen(true)}>
        {t('catalog.metadata.gallery')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="gallery-title">
        <DialogTitle id="gallery-title">{t('catalog.metadata.galleryTitle')}</DialogTitle>
        <DialogContent dividers>
          {gallery.isPending ? (
            <PageLoading />
          ) : pictures.length === 0 ? (
            <Typography color="text.secondary">{t('emptyState.noData')}</Typography>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1.5 }}>
              {pictures.map((picture) => (
                <Button
                  key={picture.id}
                  onClick={() => {
                    onPick(picture.image ?? '');
                    setOpen(false);
                  }}
                  sx={{ display: 'grid', gap: 0.5, p: 1, border: 1, borderColor: 'divider', textTransform: 'none' }}
                >
                  <Box
                    component="img"
                    src={thumbnailOf(picture.image ?? '')}
                    alt=""
                    sx={{ width: '100%', aspectRatio: '1', objectFit: 'contain' }}
                  />
                  <Typography variant="caption">{picture.title}</Typography>
                </Button>
              ))}
            </Box>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('common.close')}</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
