import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SendIcon from '@mui/icons-material/Send';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { localizeMessage } from '@iot/shared/validation-messages';
import { requestCreateBodySchema, requestMessageMax } from '@iot/shared/requests';
import { errorMessageOf } from '../../../api/client.ts';
import { useCities } from '../../../components/address/api/cities.ts';
import { CountrySelect } from '../../../components/address/country-select.tsx';
import {
  useStorefrontProductList,
  type StorefrontProductCard,
} from '../../../components/products/api/storefront-product-list.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { thumbnailUrl } from '../../../components/products/product-image.tsx';
import { QuantityInput } from '../../../components/products/quantity-input.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { toWesternDigits } from '../../../lib/quantity.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useSendRequest } from '../api/send-request.ts';
import type { RequestedLine } from '../lib/requested-lines.ts';
import { QuoteProductPicker } from './quote-product-picker.tsx';
import { showServerFieldErrors } from '../../../components/forms/server-errors.ts';

type RequestValues = z.input<typeof requestCreateBodySchema>;

/** An empty form; after a successful send it starts over without the products. */
function blankRequest(type: RequestValues['type'], products: NonNullable<RequestValues['products']>): RequestValues {
  return {
    type,
    fullName: '',
    phoneNumber: '',
    email: '',
    companyName: '',
    country: '',
    city: '',
    products,
    message: '',
  };
}
type RequestOutput = z.output<typeof requestCreateBodySchema>;

// One schema for the form and the route (STYLE §One definition per shape); a phone typed in
// Arabic-Indic digits is read as the Western digits the schema and the API expect.
const schemaResolver = zodResolver(requestCreateBodySchema);
const resolver: Resolver<RequestValues, unknown, RequestOutput> = (values, context, options) =>
  schemaResolver({ ...values, phoneNumber: toWesternDigits(values.phoneNumber ?? '') }, context, options);

/** SPEC §5: multiline fields count to 255, red at the limit. */
function MessageCounter({ length }: { length: number }) {
  const language = useLanguage();
  return (
    <Box
      component="span"
      sx={{
        color: length >= requestMessageMax ? 'error.main' : 'text.secondary',
        fontWeight: length >= requestMessageMax ? 700 : undefined,
        whiteSpace: 'nowrap',
      }}
      data-testid="message-counter"
    >
      {formatNumber(length, language)} / {formatNumber(requestMessageMax, language)}
    </Box>
  );
}

/**
 * The quote request (/requestAQuote) and the message (/contact) forms: one shape from
 * packages/shared. On failure every typed value stays; the server's field messages land on their
 * fields and its message in an error alert (SPEC §8).
 */
export function RequestForm({
  type,
  initialProducts = [],
}: {
  type: 'quote' | 'message';
  initialProducts?: RequestedLine[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const send = useSendRequest();
  const form = useForm<RequestValues, unknown, RequestOutput>({
    resolver,
    mode: 'onTouched',
    defaultValues: blankRequest(type, initialProducts),
  });
  const field = useFieldProps(form);
  const lines = useFieldArray({ control: form.control, name: 'products' });
  const country = useWatch({ control: form.control, name: 'country' }) ?? '';
  const message = useWatch({ control: form.control, name: 'message' }) ?? '';
  const cities = useCities(country);
  // Names and pictures of the chosen products: from the catalog for prefilled ones, from the picker for the rest.
  const [picked, setPicked] = useState<Map<string, StorefrontProductCard>>(new Map());
  const prefilled = useStorefrontProductList(
    { ids: initialProducts.map((line) => line.productId), limit: 48 },
    { enabled: initialProducts.length > 0 },
  );
  const productOf = (id: string) => picked.get(id) ?? prefilled.data?.data.find((product) => product.id === id);
  const errors = form.formState.errors;

  const submit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) });
      return;
    }
    notify({
      type: 'success',
      message: type === 'quote' ? t('store.requests.quoteSent') : t('store.requests.messageSent'),
    });
    form.reset(blankRequest(type, []));
    setPicked(new Map());
  });

  const productsError = fieldMessage(
    (errors.products as { message?: string; root?: { message?: string } } | undefined)?.message ??
      errors.products?.root?.message,
  );

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }} aria-busy={send.isPending}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <TextField {...field('fullName')} label={t('store.requests.fullName')} autoComplete="name" />
        <TextField {...field('email')} label={t('store.requests.email')} type="email" autoComplete="email" />
        <TextField
          {...field('phoneNumber')}
          label={t('store.requests.phoneNumber')}
          type="tel"
          autoComplete="tel"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <TextField
          {...field('companyName')}
          required={false}
          label={t('store.requests.companyName')}
          autoComplete="organization"
        />
        <Controller
          control={form.control}
          name="country"
          render={({ field: countryField, fieldState }) => (
            <CountrySelect
              value={countryField.value ?? ''}
              onChange={(countryId) => {
                countryField.onChange(countryId);
                form.setValue('city', '');
              }}
              onBlur={countryField.onBlur}
              label={t('store.requests.country')}
              errorMessage={fieldMessage(fieldState.error?.message)}
            />
          )}
        />
        <Controller
          control={form.control}
          name="city"
          render={({ field: cityField, fieldState }) => (
            <Autocomplete
              freeSolo
              options={(cities.data ?? []).map((city) => city.name)}
              loading={cities.isFetching}
              value={cityField.value ?? ''}
              onChange={(_event, value) => cityField.onChange(value ?? '')}
              onInputChange={(_event, value) => cityField.onChange(value)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('store.requests.city')}
                  onBlur={cityField.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldMessage(fieldState.error?.message) ?? (country ? undefined : t('store.requests.cityHint'))
                  }
                  slotProps={{
                    ...params.slotProps,
                    htmlInput: { ...params.slotProps.htmlInput, autoComplete: 'address-level2' },
                  }}
                />
              )}
            />
          )}
        />
      </Box>

      {type === 'quote' && (
        <Box
          component="fieldset"
          sx={{
            border: 1,
            borderColor: productsError ? 'error.main' : 'divider',
            borderRadius: 2,
            p: 2,
            m: 0,
            minWidth: 0,
          }}
          data-testid="quote-products"
        >
          <Typography component="legend" sx={{ px: 1, fontWeight: 600 }}>
            {t('store.requests.products')}
          </Typography>
          {lines.fields.length > 0 && (
            <List disablePadding sx={{ mb: 2 }}>
              {lines.fields.map((line, index) => {
                const product = productOf(line.productId);
                return (
                  <ListItem
                    key={line.id}
                    disableGutters
                    divider
                    sx={{ gap: 1.5, flexWrap: 'wrap' }}
                    data-testid="quote-line"
                  >
                    <Avatar
                      variant="rounded"
                      src={product?.image ? thumbnailUrl(product.image) : undefined}
                      alt=""
                      sx={{ width: 44, height: 44, bgcolor: 'action.hover' }}
                    />
                    <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
                      {product ? (
                        <Link component={RouterLink} to={paths.product(product.id)} sx={{ fontWeight: 600 }}>
                          {product.name}
                        </Link>
                      ) : (
                        <Skeleton width={160} />
                      )}
                      <Typography variant="caption" color="text.secondary" component="p">
                        {product?.code}
                      </Typography>
                    </Box>
                    <Controller
                      control={form.control}
                      name={`products.${index}.quantity`}
                      render={({ field: quantityField }) => (
                        <QuantityInput
                          label={t('store.quantity.label')}
                          value={quantityField.value ?? 1}
                          onChange={quantityField.onChange}
                        />
                      )}
                    />
                    <IconButton
                      onClick={() => lines.remove(index)}
                      aria-label={t('store.requests.removeProduct', { name: product?.name ?? '' })}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </ListItem>
                );
              })}
            </List>
          )}
          <QuoteProductPicker
            excluded={lines.fields.map((line) => line.productId)}
            error={Boolean(productsError)}
            helperText={productsError ?? (lines.fields.length === 0 ? t('store.requests.productsHint') : undefined)}
            onPick={(product) => {
              setPicked((current) => new Map(current).set(product.id, product));
              lines.append({ productId: product.id, quantity: 1 });
              form.clearErrors('products');
            }}
          />
        </Box>
      )}

      <TextField
        {...field('message')}
        label={t(type === 'quote' ? 'store.requests.quoteMessage' : 'store.requests.message')}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: requestMessageMax }, formHelperText: { component: 'div' } as object }}
        helperText={
          <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <span>{fieldMessage(errors.message?.message)}</span>
            <MessageCounter length={message.length} />
          </Box>
        }
      />

      <Box>
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SendIcon sx={{ transform: language === 'ar' ? 'scaleX(-1)' : undefined }} />}
          loading={send.isPending}
          loadingPosition="start"
        >
          {t(type === 'quote' ? 'store.requests.sendQuote' : 'store.requests.sendMessage')}
        </Button>
      </Box>
    </Box>
  );
}
