import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { Controller, FormProvider, get, useFieldArray, useForm, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  communicationTypes,
  connectivityTypes,
  notificationPackageTypes,
  platformTypes,
  productLimits,
  productTypes,
  subscriptionPeriods,
  subscriptionTypes,
  typeRequirements,
  type Product,
  type ProductCreateBody,
} from '@iot/shared/products';
import { isCurrencyCode, minorUnits } from '@iot/shared/money';
import { ApiError, errorMessageOf, type WithId } from '../../../api/client.ts';
import { useStorefrontSettings } from '../../../api/settings/get-settings.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FaqListField } from '../../../components/faq-list-field.tsx';
import { ImageUploader } from '../../../components/image-uploader.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { RichTextEditor } from '../../../components/rich-text/rich-text-editor.tsx';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useCatalogFormat } from '../../../lib/use-catalog-format.ts';
import { cmsProductQueries, useCreateProduct, useCmsProduct, useUpdateProduct } from '../api/products.ts';
import { uploadFile } from '../../../api/upload-file.ts';
import {
  emptyProductForm,
  productBodyFromForm,
  productFormFromProduct,
  productFormSchemaFor,
  productFormTexts,
  typeFields,
  type ProductFormValues,
} from '../lib/product-form-values.ts';
import { DocumentListField } from './document-list-field.tsx';
import { MetadataMultiSelect, MetadataSelect } from './metadata-select.tsx';
import { ProductPicker, type PickedProduct } from './product-picker.tsx';
import { brand } from '../../../lib/brand.ts';
import { UnsavedChangesGuard } from '../../../components/cms/unsaved-changes-guard.tsx';
import { showServerFieldErrors } from '../../../components/forms/server-errors.ts';

const uploadImage = (file: File) => uploadFile(file, 'image');

/** SPEC §2 /cms/products/add and /{id}/edit: one form for both. */
export function ProductFormPage() {
  const { id } = useParams();
  const { t } = useTranslation();
  const language = useLanguage();
  const product = useCmsProduct(id);
  // The form edits the texts stored in the page's language, not the fallbacks the detail shows.
  const stored = useQuery({ ...cmsProductQueries.translation(id ?? '', language), enabled: Boolean(id) });
  if (!id) return <ProductForm />;
  if (product.isPending || stored.isPending) return <PageLoading />;
  if (product.isError || stored.isError) {
    const error = product.error ?? stored.error;
    const retry = () => void Promise.all([product.refetch(), stored.refetch()]);
    return (
      <EmptyState
        title={
          error instanceof ApiError && error.status === 404
            ? t('catalog.states.notFound')
            : t('catalog.states.loadFailed')
        }
        action={<Button onClick={retry}>{t('common.retry')}</Button>}
      />
    );
  }
  return <ProductForm product={product.data} stored={stored.data} />;
}

/** Names of the products a form points at, so chips can show them before any search. */
function knownProducts(product: WithId<Product> | undefined): Map<string, PickedProduct> {
  const known = new Map<string, PickedProduct>();
  if (!product) return known;
  for (const item of [
    ...product.relatedAccessories,
    ...product.similarProducts,
    ...product.similarPackages,
    ...product.includes.map((entry) => entry.product),
  ]) {
    known.set(item.id, { id: item.id, name: item.name, code: item.code });
  }
  return known;
}

function ProductForm({ product, stored }: { product?: WithId<Product>; stored?: Record<string, unknown> }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const language = useLanguage();
  const navigate = useNavigate();
  const notify = useAlert();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const [known, setKnown] = useState(() => knownProducts(product));
  const form = useForm<ProductFormValues, unknown, ProductCreateBody>({
    resolver: zodResolver(productFormSchemaFor(!product?.languages.some((code) => code !== language))) as never,
    defaultValues: product
      ? { ...productFormFromProduct(product), ...productFormTexts(stored ?? {}) }
      : emptyProductForm(),
    mode: 'onTouched',
  });
  const title = product ? t('catalog.products.editTitle') : t('catalog.products.addTitle');
  const remember = (items: PickedProduct[]) =>
    setKnown((current) => {
      const next = new Map(current);
      items.forEach((item) => next.set(item.id, item));
      return next;
    });

  const submit = form.handleSubmit(
    async (values) => {
      // Stock is written only as a new product's initial level; afterwards it belongs to Inventory
      // (DESIGN §Data), so a save of an old read can never put an old stock figure back.
      const { stock: initialStock, ...body } = productBodyFromForm(values);
      // No name yet in this language: the product keeps the one another language gives it.
      if (product && !body.name) delete (body as Partial<ProductCreateBody>).name;
      try {
        const saved = product
          ? await update.mutateAsync({ id: product.id, body })
          : await create.mutateAsync(brand.features.cmsStock ? { ...body, stock: initialStock } : body);
        notify({
          type: 'success',
          message: product
            ? t('catalog.alerts.updated')
            : t('catalog.alerts.successfully', { field: t('catalog.products.created') }),
        });
        form.reset(form.getValues());
        navigate(paths.cms.product(saved.data.id));
      } catch (error) {
        showServerFieldErrors(error, form.setError);
        notify({ type: 'error', message: errorMessageOf(error) });
      }
    },
    () => {
      // The first field in error may be far down a long form; take the keyboard there.
      window.requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus());
    },
  );

  return (
    <FormProvider {...form}>
      <UnsavedChangesGuard when={form.formState.isDirty} />
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: t('catalog.products.title'), to: paths.cms.products() },
          ...(product ? [{ label: product.name, to: paths.cms.product(product.id) }] : []),
          { label: product ? t('catalog.actions.edit') : t('catalog.products.add') },
        ]}
      />
      <Box component="form" noValidate onSubmit={submit} aria-label={title} sx={{ display: 'grid', gap: 3 }}>
        <Section title={t('catalog.form.basics')}>
          <BasicFields
            stock={product ? product.stock : undefined}
            productId={product?.id}
            namePlaceholder={product?.name}
          />
        </Section>
        <Section title={t('catalog.form.typeSection')}>
          <TypeFields productId={product?.id} known={known} remember={remember} />
        </Section>
        <Section>
          <Controller
            control={form.control}
            name="images"
            render={({ field, fieldState }) => (
              <ImageUploader
                label={t('catalog.products.fields.images')}
                value={field.value}
                onChange={(urls) => field.onChange(urls)}
                upload={uploadImage}
                max={productLimits.maxImages}
                required
                error={fieldState.error?.message}
              />
            )}
          />
        </Section>
        <Section>
          <DescriptionField />
        </Section>
        <Section title={t('catalog.form.classification')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
            {(
              [
                ['tagIds', 'tags', 'catalog.products.fields.tags'],
                ['applicationIds', 'applications', 'catalog.products.fields.applications'],
                ['useCaseIds', 'use-cases', 'catalog.products.fields.useCases'],
                ['industryIds', 'industries', 'catalog.products.fields.industries'],
              ] as const
            ).map(([name, kind, label]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <MetadataMultiSelect kind={kind} label={t(label)} value={field.value} onChange={field.onChange} />
                )}
              />
            ))}
          </Box>
        </Section>
        <Section title={t('catalog.form.relations')}>
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            {(
              [
                ['relatedAccessoryIds', 'accessory', 'catalog.products.fields.relatedAccessories'],
                ['similarProductIds', undefined, 'catalog.products.fields.similarProducts'],
                ['similarPackageIds', 'package', 'catalog.products.fields.similarPackages'],
              ] as const
            ).map(([name, type, label]) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field }) => (
                  <ProductPicker
                    label={t(label)}
                    type={type}
                    excludeId={product?.id}
                    value={field.value.map((id) => known.get(id) ?? { id, name: id, code: '' })}
                    onChange={(items) => {
                      remember(items);
                      field.onChange(items.map((item) => item.id));
                    }}
                  />
                )}
              />
            ))}
          </Box>
        </Section>
        <Section title={t('catalog.form.files')}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
            <Controller
              control={form.control}
              name="documentations"
              render={({ field }) => (
                <DocumentListField
                  label={t('catalog.products.fields.documentations')}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
            <Controller
              control={form.control}
              name="certifications"
              render={({ field }) => (
                <DocumentListField
                  label={t('catalog.products.fields.certifications')}
                  value={field.value}
                  onChange={field.onChange}
                />
              )}
            />
          </Box>
        </Section>
        <Section>
          <FaqListField name="faqs" label={t('catalog.products.fields.faqs')} max={productLimits.faqMax} />
        </Section>
        <Paper
          variant="outlined"
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            display: 'flex',
            justifyContent: 'flex-end',
            gap: 1.5,
            p: 1.5,
            borderRadius: 0,
            borderInline: 0,
            mx: { xs: -2, sm: -3, md: -4 },
            px: { xs: 2, sm: 3, md: 4 },
          }}
        >
          <Button
            onClick={() => navigate(product ? paths.cms.product(product.id) : paths.cms.products())}
            disabled={form.formState.isSubmitting}
          >
            {t('catalog.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting} data-testid="product-save">
            {t('catalog.actions.save')}
          </Button>
        </Paper>
      </Box>
    </FormProvider>
  );
}

/** A titled part of the form; a part holding one self-labelled field (images, description, FAQs) needs no title of its own. */
function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      {title && (
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

function useMessage() {
  const { formState } = useFormContext<ProductFormValues>();
  const fieldMessage = useFieldMessage();
  return (path: string) => fieldMessage((get(formState.errors, path) as { message?: string } | undefined)?.message);
}

/**
 * `stock` of the product being edited (read-only here); undefined on a new product, whose initial
 * stock is typed. `namePlaceholder`: the name shoppers see while this language has none (another language's).
 */
function BasicFields({
  stock,
  productId,
  namePlaceholder,
}: {
  stock?: number | null;
  productId?: string | undefined;
  namePlaceholder?: string | undefined;
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  const format = useCatalogFormat();
  // Prices are written in the settings currency, with its own decimals (DESIGN §Data: USD 2, JPY 0, KWD 3).
  const currency = useStorefrontSettings().data?.currency ?? 'USD';
  const priceStep = isCurrencyCode(currency) ? String(10 ** -minorUnits(currency)) : '0.01';
  const { register, control } = useFormContext<ProductFormValues>();
  const message = useMessage();
  const text = (name: 'name' | 'shortName' | 'code', max: number, required = true) => (
    <TextField
      {...register(name)}
      label={t(`catalog.products.fields.${name}`)}
      required={required}
      placeholder={name === 'name' ? namePlaceholder : undefined}
      fullWidth
      error={Boolean(message(name))}
      helperText={message(name)}
      slotProps={{ htmlInput: { maxLength: max, dir: name === 'code' ? 'ltr' : undefined } }}
    />
  );
  const number = (
    name: 'price' | 'stock' | 'warrantyMonths',
    required: boolean,
    adornment?: string,
    label = t(`catalog.products.fields.${name}`),
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <NumberField
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          decimals={name === 'price' && priceStep !== '1'}
          label={label}
          required={required}
          fullWidth
          error={Boolean(message(name))}
          helperText={message(name)}
          slotProps={{
            input: adornment
              ? { endAdornment: <InputAdornment position="end">{adornment}</InputAdornment> }
              : undefined,
          }}
        />
      )}
    />
  );
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' }, gap: 2.5 }}>
      {text('name', productLimits.nameMax)}
      {text('shortName', productLimits.shortNameMax, false)}
      {text('code', productLimits.codeMax)}
      {number('price', true, currency)}
      {/* SPEC §6: a brand without back-office stock keeps none, so the form neither takes nor shows it. */}
      {!brand.features.cmsStock ? null : stock === undefined ? (
        number('stock', false, undefined, t('catalog.form.initialStock'))
      ) : (
        <TextField
          label={t('catalog.products.fields.stock')}
          value={stock === null ? '—' : format.number(stock)}
          fullWidth
          helperText={
            <>
              {t('catalog.form.stockReadOnly')}{' '}
              <Link
                component={RouterLink}
                to={productId ? paths.cms.inventoryProduct(productId) : paths.cms.inventory()}
                data-testid="manage-stock"
              >
                {t('catalog.form.manageStock')}
              </Link>
            </>
          }
          slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'product-stock' } }}
        />
      )}
      {number('warrantyMonths', false)}
      <Controller
        control={control}
        name="visible"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('catalog.products.fields.visible')}
          />
        )}
      />
    </Box>
  );
}

function DescriptionField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const message = useMessage();
  return (
    <Controller
      control={control}
      name="description"
      render={({ field }) => (
        <RichTextEditor
          label={t('catalog.products.fields.description')}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={Boolean(message('description'))}
          helperText={message('description')}
          name="description"
          testId="description-editor"
        />
      )}
    />
  );
}

/** A vocabulary group's word for `value`, or the value itself if the group has none. */
const words = (group: Readonly<Record<string, string>>, value: string): string => group[value] ?? value;

type EnumField =
  'subscriptionType' | 'subscriptionPeriod' | 'connectivityType' | 'platformType' | 'notificationPackageType';
const enumOptions: Record<EnumField, readonly string[]> = {
  subscriptionType: subscriptionTypes,
  subscriptionPeriod: subscriptionPeriods,
  connectivityType: connectivityTypes,
  platformType: platformTypes,
  notificationPackageType: notificationPackageTypes,
};
/** Where each enumeration's words live in the shared product vocabulary. */
const vocabularyOf = {
  subscriptionType: 'subscriptionTypes',
  subscriptionPeriod: 'subscriptionPeriods',
  connectivityType: 'connectivityTypes',
  platformType: 'platformTypes',
  notificationPackageType: 'notificationTypes',
} as const satisfies Record<EnumField, string>;
const metadataOf = {
  deviceTypeId: 'device-types',
  gatewayTypeId: 'gateway-types',
  accessoryTypeId: 'accessory-types',
} as const;

/** The type select and, per `typeFields`, the fields of that type (required ones marked as such). */
function TypeFields({
  productId,
  known,
  remember,
}: {
  productId?: string;
  known: Map<string, PickedProduct>;
  remember: (items: PickedProduct[]) => void;
}) {
  const { t } = useTranslation();
  const format = useCatalogFormat();
  const { control } = useFormContext<ProductFormValues>();
  const type = useWatch({ control, name: 'type' });
  const message = useMessage();
  const required = new Set<string>(typeRequirements[type]);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2.5 }}>
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <TextField
            select
            {...field}
            label={t('catalog.products.fields.type')}
            required
            fullWidth
            slotProps={{ htmlInput: { 'data-testid': 'product-type' } }}
          >
            {productTypes.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`catalog.productTypes.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {typeFields[type].map((name) => {
        const label = t(`catalog.products.fields.${name}`);
        if (name === 'deviceTypeId' || name === 'gatewayTypeId' || name === 'accessoryTypeId') {
          return (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <MetadataSelect
                  kind={metadataOf[name]}
                  label={label}
                  required={required.has(name)}
                  value={field.value}
                  onChange={field.onChange}
                  error={message(name)}
                />
              )}
            />
          );
        }
        if (name === 'communicationTypes') {
          return (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <TextField
                  select
                  label={label}
                  fullWidth
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  slotProps={{
                    select: {
                      multiple: true,
                      renderValue: (chosen) =>
                        format.list(
                          (chosen as string[]).map((item) =>
                            words(t('catalog.communicationTypes', { returnObjects: true }), item),
                          ),
                        ),
                    },
                  }}
                >
                  {communicationTypes.map((option) => (
                    <MenuItem key={option} value={option}>
                      <Checkbox checked={field.value.includes(option)} size="small" sx={{ p: 0, marginInlineEnd: 1 }} />
                      {t(`catalog.communicationTypes.${option}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          );
        }
        if (name === 'notificationLimit') return <NotificationLimitField key={name} />;
        if (name === 'includes')
          return <IncludesField key={name} productId={productId} known={known} remember={remember} />;
        return (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <TextField
                select
                label={label}
                required={required.has(name)}
                fullWidth
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value || null)}
                error={Boolean(message(name))}
                helperText={message(name)}
              >
                {!required.has(name) && (
                  <MenuItem value="">
                    <em>{t('catalog.form.none')}</em>
                  </MenuItem>
                )}
                {enumOptions[name].map((option) => (
                  <MenuItem key={option} value={option}>
                    {words(t(`catalog.${vocabularyOf[name]}`, { returnObjects: true }), option)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        );
      })}
    </Box>
  );
}

/** null means unlimited (the shared schema's rule). */
function NotificationLimitField() {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const message = useMessage();
  return (
    <Controller
      control={control}
      name="notificationLimit"
      render={({ field }) => (
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5, flexWrap: 'wrap' }}>
          <NumberField
            label={t('catalog.products.fields.notificationLimit')}
            value={field.value}
            disabled={field.value === null}
            onChange={field.onChange}
            error={Boolean(message('notificationLimit'))}
            helperText={message('notificationLimit')}
            sx={{ flex: '1 1 160px' }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={field.value === null}
                onChange={(event) => field.onChange(event.target.checked ? null : 100)}
              />
            }
            label={t('catalog.products.unlimited')}
            sx={{ mt: 1 }}
          />
        </Box>
      )}
    />
  );
}

/** A package's included products with their quantities (SPEC §3). */
function IncludesField({
  productId,
  known,
  remember,
}: {
  productId?: string;
  known: Map<string, PickedProduct>;
  remember: (items: PickedProduct[]) => void;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext<ProductFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'includes' });
  const message = useMessage();
  const error = message('includes') ?? message('includes.root');
  return (
    <Box
      role="group"
      aria-label={t('catalog.products.fields.includes')}
      sx={{ gridColumn: '1 / -1', display: 'grid', gap: 1.5 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('catalog.products.fields.includes')} *
      </Typography>
      {fields.map((field, index) => {
        const product = known.get(field.productId);
        const quantityError = message(`includes.${index}.quantity`);
        return (
          <Box
            key={field.id}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
            data-testid="included-product"
          >
            <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                {product?.name ?? field.productId}
              </Typography>
              {product && (
                <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
                  {product.code}
                </Typography>
              )}
            </Box>
            <Controller
              control={control}
              name={`includes.${index}.quantity`}
              render={({ field: quantity }) => (
                <NumberField
                  name={quantity.name}
                  value={quantity.value}
                  onChange={quantity.onChange}
                  onBlur={quantity.onBlur}
                  inputRef={quantity.ref}
                  size="small"
                  label={t('catalog.products.quantity')}
                  error={Boolean(quantityError)}
                  helperText={quantityError}
                  sx={{ width: 120 }}
                />
              )}
            />
            <IconButton
              onClick={() => remove(index)}
              aria-label={t('catalog.products.removeIncluded', { name: product?.name ?? '' })}
            >
              <CloseIcon />
            </IconButton>
          </Box>
        );
      })}
      <ProductPicker
        label={t('catalog.products.addIncluded')}
        excludeId={productId}
        value={[]}
        error={error}
        onChange={(items) => {
          remember(items);
          for (const item of items)
            if (!fields.some((field) => field.productId === item.id)) append({ productId: item.id, quantity: 1 });
        }}
      />
    </Box>
  );
}
