import type { ReactNode } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Controller,
  get,
  useFieldArray,
  useForm,
  useWatch,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { SettingsRecord } from '@iot/shared/settings';
import { uploadFile } from '../../../api/upload-file.ts';
import { useCountries } from '../../../components/address/api/countries.ts';
import { CharacterCounterField } from '../../../components/character-counter-field.tsx';
import { ImageUploader, thumbnailOf } from '../../../components/image-uploader.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import {
  brandingFormSchema,
  contactInfoFormSchema,
  contactInfoPatchOf,
  deliveryFormSchema,
  sellerFormSchema,
  languagesFormOf,
  languagesFormSchema,
  languagesPatchOf,
  socialLinksFormSchema,
  socialLinksPatchOf,
  taxRatesFormSchema,
  taxRatesPatchOf,
  visibilityFormSchema,
  visibilityPatchOf,
} from '../lib/settings-form.ts';
import { SettingsSectionForm } from './settings-section-form.tsx';

/** `readOnly`: the role may only read settings, decided once for the page (settings-page.tsx). */
type SectionProps = { settings: SettingsRecord; readOnly: boolean };

const uploadImage = (file: File) => uploadFile(file, 'image');
const twoColumns = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 } as const;

/**
 * A role that may only read sees every value in disabled fields, with nothing to add, remove or
 * save (DESIGN §Operations).
 */
function useSectionForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: z.input<S>,
  readOnly: boolean,
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues: defaultValues as never,
    disabled: readOnly,
  });
}

/** The form's message for a field (nested paths too), in the UI language. */
function useErrorOf<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>) {
  const fieldMessage = useFieldMessage();
  return (name: Path<T>): string | undefined =>
    fieldMessage((get(form.formState.errors, name) as { message?: string } | undefined)?.message);
}

function textProps<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  errorOf: (name: Path<T>) => string | undefined,
  name: Path<T>,
) {
  return { ...form.register(name), error: Boolean(errorOf(name)), helperText: errorOf(name), fullWidth: true };
}

/** The props a controlled field takes from react-hook-form, with its message. */
function fieldProps<T extends FieldValues, N extends Path<T>>(
  field: ControllerRenderProps<T, N>,
  message: string | undefined,
) {
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled: field.disabled,
    error: Boolean(message),
    helperText: message,
  };
}

/** An image setting as it is, for a role that may only read: the uploader has no disabled state. */
function ImageValue({ label, url }: { label: string; url: string | null }) {
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <FormLabel component="p">{label}</FormLabel>
      {url ? (
        <Box
          component="img"
          src={thumbnailOf(url)}
          alt={label}
          sx={{ width: 104, height: 104, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1 }}
        />
      ) : (
        <Typography color="text.secondary">—</Typography>
      )}
    </Box>
  );
}

/**
 * A list of rows (social links, tax rates) with a remove button ending each row and an add button
 * below; a role that may only read sees the rows alone.
 */
function RowList({
  readOnly,
  rows,
  columns,
  renderRow,
  removeLabelOf,
  onRemove,
  addLabel,
  onAdd,
  emptyText,
  error,
}: {
  readOnly: boolean;
  rows: { id: string }[];
  /** The row's grid columns for its fields; a column for the remove button follows where there is one. */
  columns: string | { xs: string; sm: string };
  renderRow: (index: number) => ReactNode;
  removeLabelOf: (index: number) => string;
  onRemove: (index: number) => void;
  addLabel: string;
  onAdd: () => void;
  emptyText: string;
  /** A message about the list as a whole. */
  error?: string | undefined;
}) {
  const withRemove = (fields: string) => (readOnly ? fields : `${fields} auto`);
  const template =
    typeof columns === 'string' ? withRemove(columns) : { xs: withRemove(columns.xs), sm: withRemove(columns.sm) };
  return (
    <>
      {rows.length === 0 && <Typography color="text.secondary">{emptyText}</Typography>}
      {rows.map((row, index) => (
        <Box key={row.id} sx={{ display: 'grid', gridTemplateColumns: template, gap: 1.5 }}>
          {renderRow(index)}
          {!readOnly && (
            <IconButton
              onClick={() => onRemove(index)}
              aria-label={removeLabelOf(index)}
              sx={{ alignSelf: 'start', mt: 1 }}
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Box>
      ))}
      {error && <FormHelperText error>{error}</FormHelperText>}
      {!readOnly && (
        <Box>
          <Button startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        </Box>
      )}
    </>
  );
}

/** Logo, favicon (uploaded, checked and re-encoded by /marketplace/files like every image) and copyright. */
export function BrandingSection({ settings, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const form = useSectionForm(
    brandingFormSchema,
    {
      logo: settings.logo,
      favicon: settings.favicon,
      copyright: settings.copyright,
    },
    readOnly,
  );
  const errorOf = useErrorOf(form);
  const image = (name: 'logo' | 'favicon') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Box data-testid={`settings-${name}`}>
          {readOnly ? (
            <ImageValue label={t(`settings.fields.${name}`)} url={field.value} />
          ) : (
            <ImageUploader
              label={t(`settings.fields.${name}`)}
              value={field.value ? [field.value] : []}
              onChange={(urls) => field.onChange(urls[0] ?? null)}
              upload={uploadImage}
              max={1}
              error={errorOf(name)}
            />
          )}
        </Box>
      )}
    />
  );
  return (
    <SettingsSectionForm
      section="branding"
      form={form}
      toPatch={(values) => values}
      hint={t('settings.hints.branding')}
    >
      <Box sx={twoColumns}>
        {image('logo')}
        {image('favicon')}
      </Box>
      <TextField
        {...textProps(form, errorOf, 'copyright')}
        label={t('settings.fields.copyright')}
        required
        slotProps={{ htmlInput: { dir: 'auto' } }}
      />
    </SettingsSectionForm>
  );
}

/** Social links as a name/link list (SPEC §3 social links: key, value). */
export function SocialLinksSection({ settings, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const form = useSectionForm(socialLinksFormSchema, { socialLinks: settings.socialLinks }, readOnly);
  const errorOf = useErrorOf(form);
  const rows = useFieldArray({ control: form.control, name: 'socialLinks' });
  return (
    <SettingsSectionForm
      section="socialLinks"
      form={form}
      toPatch={socialLinksPatchOf}
      hint={t('settings.hints.socialLinks')}
    >
      <RowList
        readOnly={readOnly}
        rows={rows.fields}
        columns={{ xs: '1fr', sm: '1fr 2fr' }}
        renderRow={(index) => (
          <>
            <TextField
              {...textProps(form, errorOf, `socialLinks.${index}.key`)}
              label={t('settings.fields.socialName')}
              required
              slotProps={{ htmlInput: { dir: 'ltr' } }}
            />
            <TextField
              {...textProps(form, errorOf, `socialLinks.${index}.value`)}
              label={t('settings.fields.socialLink')}
              required
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              // On a phone the link takes the second line, under the name and its remove button.
              sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: 2, sm: 'auto' } }}
            />
          </>
        )}
        removeLabelOf={(index) =>
          t('settings.removeSocialLink', { name: form.getValues(`socialLinks.${index}.key`) || index + 1 })
        }
        onRemove={rows.remove}
        addLabel={t('settings.addSocialLink')}
        onAdd={() => rows.append({ key: '', value: '' })}
        emptyText={t('settings.noSocialLinks')}
      />
    </SettingsSectionForm>
  );
}

/** SPEC §3 Contact info: email, address, tel, fax, sales (the legal pages show a second address). */
export function ContactInfoSection({ settings, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const form = useSectionForm(contactInfoFormSchema, { contactInfo: settings.contactInfo }, readOnly);
  const errorOf = useErrorOf(form);
  const field = (name: keyof SettingsRecord['contactInfo'], ltr = false) => (
    <TextField
      {...textProps(form, errorOf, `contactInfo.${name}`)}
      label={t(`settings.fields.${name}`)}
      // Addresses may be written in either script: the text's own direction, not the page's.
      slotProps={{ htmlInput: { dir: ltr ? 'ltr' : 'auto' } }}
    />
  );
  return (
    <SettingsSectionForm section="contactInfo" form={form} toPatch={contactInfoPatchOf}>
      <Box sx={twoColumns}>
        {field('email', true)}
        {field('sales', true)}
        {field('tel', true)}
        {field('fax', true)}
        {field('address')}
        {field('secondAddress')}
      </Box>
    </SettingsSectionForm>
  );
}

/** Supported languages (en and ar, SPEC §9) and the default one. */
export function LanguagesSection({ settings, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const form = useSectionForm(languagesFormSchema, languagesFormOf(settings), readOnly);
  const errorOf = useErrorOf(form);
  const supported = useWatch({ control: form.control, name: 'supported' });
  const labelOf = (code: string) => settings.allLanguages.find((option) => option.code === code)?.label ?? code;
  const codes = ['en', 'ar'] as const;
  return (
    <SettingsSectionForm
      section="languages"
      form={form}
      toPatch={(values) => languagesPatchOf(values, settings.allLanguages)}
    >
      <Controller
        control={form.control}
        name="supported"
        render={({ field }) => (
          <FormControl component="fieldset" error={Boolean(errorOf('supported'))}>
            <FormLabel component="legend">{t('settings.fields.supported')}</FormLabel>
            <FormGroup row>
              {codes.map((code) => (
                <FormControlLabel
                  key={code}
                  label={<span lang={code}>{labelOf(code)}</span>}
                  control={
                    <Checkbox
                      checked={field.value.includes(code)}
                      disabled={field.disabled}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked ? [...field.value, code] : field.value.filter((item) => item !== code),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
            {errorOf('supported') && <FormHelperText>{errorOf('supported')}</FormHelperText>}
          </FormControl>
        )}
      />
      <Controller
        control={form.control}
        name="language"
        render={({ field }) => (
          <TextField
            select
            label={t('settings.fields.language')}
            {...fieldProps(field, errorOf('language'))}
            sx={{ maxWidth: 320 }}
          >
            {codes.map((code) => (
              <MenuItem key={code} value={code} disabled={!supported.includes(code)} lang={code}>
                {labelOf(code)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </SettingsSectionForm>
  );
}

/** SPEC §3 visibility: pricing, stock, payment and the WhatsApp button with its link. */
export function VisibilitySection({ settings, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const form = useSectionForm(visibilityFormSchema, { visibility: settings.visibility }, readOnly);
  const errorOf = useErrorOf(form);
  const toggle = (name: 'pricing' | 'stock' | 'payment' | 'whatsapp') => (
    <Controller
      control={form.control}
      name={`visibility.${name}.enabled`}
      render={({ field }) => (
        <FormControlLabel
          label={t(`settings.fields.${name}`)}
          control={
            <Switch
              checked={field.value}
              disabled={field.disabled}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
  return (
    <SettingsSectionForm section="visibility" form={form} toPatch={visibilityPatchOf}>
      <FormGroup sx={{ display: 'flex', flexDirection: 'row', flexWrap: 'wrap', columnGap: 3 }}>
        {toggle('pricing')}
        {toggle('stock')}
        {toggle('payment')}
        {toggle('whatsapp')}
      </FormGroup>
      <TextField
        {...textProps(form, errorOf, 'visibility.whatsapp.url')}
        label={t('settings.fields.whatsappUrl')}
        placeholder="https://wa.me/971500000000"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
    </SettingsSectionForm>
  );
}

/** A tax rate per country (countries from the metadata endpoint, as the discount form names them). */
export function TaxRatesSection({ settings, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const form = useSectionForm(taxRatesFormSchema, { taxRates: settings.taxRates }, readOnly);
  const errorOf = useErrorOf(form);
  const rows = useFieldArray({ control: form.control, name: 'taxRates' });
  const countries = useCountries();
  const nameOf = (code: string) => countries.data?.find((country) => country.id === code)?.name ?? code;
  const options = (countries.data ?? []).map((country) => country.id);
  return (
    <SettingsSectionForm section="taxRates" form={form} toPatch={taxRatesPatchOf} hint={t('settings.hints.taxRates')}>
      <RowList
        readOnly={readOnly}
        rows={rows.fields}
        columns="2fr 1fr"
        renderRow={(index) => (
          <>
            <Controller
              control={form.control}
              name={`taxRates.${index}.country`}
              render={({ field }) => (
                <Autocomplete
                  options={options}
                  value={field.value || null}
                  disabled={field.disabled}
                  onChange={(_event, value) => field.onChange(value ?? '')}
                  onBlur={field.onBlur}
                  getOptionLabel={nameOf}
                  loading={countries.isPending}
                  renderInput={(params) => (
                    <TextField
                      {...params}
                      inputRef={field.ref}
                      label={t('settings.fields.country')}
                      required
                      error={Boolean(errorOf(`taxRates.${index}.country`))}
                      helperText={errorOf(`taxRates.${index}.country`)}
                    />
                  )}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`taxRates.${index}.rate`}
              render={({ field }) => (
                <NumberField
                  label={t('settings.fields.rate')}
                  {...fieldProps(field, errorOf(`taxRates.${index}.rate`))}
                  decimals
                  required
                />
              )}
            />
          </>
        )}
        removeLabelOf={(index) =>
          t('settings.removeTaxRate', { country: nameOf(form.getValues(`taxRates.${index}.country`)) })
        }
        onRemove={rows.remove}
        addLabel={t('settings.addTaxRate')}
        onAdd={() => rows.append({ country: '', rate: Number.NaN })}
        emptyText={t('settings.noTaxRates')}
        error={errorOf('taxRates')}
      />
    </SettingsSectionForm>
  );
}

/** SPEC §3 Order estimated delivery: days from placing an order. */
export function DeliverySection({ settings, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const form = useSectionForm(deliveryFormSchema, { estimatedDeliveryDays: settings.estimatedDeliveryDays }, readOnly);
  const errorOf = useErrorOf(form);
  return (
    <SettingsSectionForm
      section="delivery"
      form={form}
      toPatch={(values) => values}
      hint={t('settings.hints.delivery')}
    >
      <Controller
        control={form.control}
        name="estimatedDeliveryDays"
        render={({ field }) => (
          <NumberField
            label={t('settings.fields.estimatedDeliveryDays')}
            {...fieldProps(field, errorOf('estimatedDeliveryDays'))}
            required
            sx={{ maxWidth: 320 }}
          />
        )}
      />
    </SettingsSectionForm>
  );
}

/** The seller printed on invoices (legal name, address, tax number). */
export function SellerSection({ settings, readOnly }: SectionProps) {
  const { t } = useTranslation();
  const form = useSectionForm(sellerFormSchema, { seller: settings.seller }, readOnly);
  const errorOf = useErrorOf(form);
  return (
    <SettingsSectionForm section="seller" form={form} toPatch={(values) => values} hint={t('settings.hints.seller')}>
      <Box sx={twoColumns}>
        <TextField
          {...textProps(form, errorOf, 'seller.name')}
          label={t('settings.fields.sellerName')}
          required
          slotProps={{ htmlInput: { dir: 'auto', maxLength: 120 } }}
        />
        <TextField
          {...textProps(form, errorOf, 'seller.taxNumber')}
          label={t('settings.fields.taxNumber')}
          slotProps={{ htmlInput: { dir: 'ltr', maxLength: 30 } }}
        />
      </Box>
      <Controller
        control={form.control}
        name="seller.address"
        render={({ field }) => (
          // SPEC §5: a multiline field counts to 255, red at the limit.
          <CharacterCounterField
            {...fieldProps(field, errorOf('seller.address'))}
            label={t('settings.fields.sellerAddress')}
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { dir: 'auto' } }}
          />
        )}
      />
    </SettingsSectionForm>
  );
}
