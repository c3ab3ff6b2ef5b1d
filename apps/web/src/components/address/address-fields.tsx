import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { addressBodySchema, type Address, type AddressBody } from '@iot/shared/addresses';
import { toWesternDigits } from '../../lib/quantity.ts';
import { useFieldMessage } from '../../lib/use-field-message.ts';
import { useFieldProps } from '../../lib/use-field-props.ts';
import { useCities } from './api/cities.ts';
import { CountrySelect } from './country-select.tsx';

export type AddressValues = z.input<typeof addressBodySchema>;
export type AddressForm = UseFormReturn<AddressValues, unknown, AddressBody>;

// One schema for the form and the API (STYLE §One definition per shape); a phone typed in
// Arabic-Indic digits is read as the Western digits the schema expects, and empty optional texts
// are left out rather than sent blank.
const schemaResolver = zodResolver(addressBodySchema);
export const addressResolver: Resolver<AddressValues, unknown, AddressBody> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      phoneNumber: toWesternDigits(values.phoneNumber ?? ''),
      name: values.name?.trim() ? values.name : undefined,
      additionalDetails: values.additionalDetails?.trim() ? values.additionalDetails : undefined,
    },
    context,
    options,
  );

export function blankAddress(): AddressValues {
  return {
    name: '',
    country: '',
    city: '',
    address: '',
    fullName: '',
    phoneNumber: '',
    additionalDetails: '',
    isDefault: false,
  };
}

/** A saved address as the form's starting values (editing it in the address book). */
export function addressValuesOf(address: Omit<Address, '_id'>): AddressValues {
  return {
    name: address.name,
    country: address.country,
    city: address.city,
    address: address.address,
    fullName: address.fullName,
    phoneNumber: address.phoneNumber,
    additionalDetails: address.additionalDetails,
    isDefault: address.isDefault,
  };
}

/**
 * The SPEC §3 Address fields: name (optional), country and city from the metadata endpoints
 * (SPEC §7), full name, phone ('Please enter a valid phone number', SPEC §5), address, additional
 * details and the default flag. Checkout and the profile's address book both draw it.
 */
export function AddressFields({ form }: { form: AddressForm }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const field = useFieldProps(form);
  const country = useWatch({ control: form.control, name: 'country' }) ?? '';
  const cities = useCities(country);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      <TextField {...field('name')} required={false} label={t('checkout.address.name')} />
      <TextField {...field('fullName')} label={t('checkout.address.fullName')} autoComplete="name" />
      <Controller
        control={form.control}
        name="country"
        render={({ field: countryField, fieldState }) => (
          <CountrySelect
            value={countryField.value}
            onChange={(countryId) => {
              countryField.onChange(countryId);
              form.setValue('city', '');
            }}
            onBlur={countryField.onBlur}
            label={t('checkout.address.country')}
            required
            errorMessage={fieldMessage(fieldState.error?.message)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="city"
        render={({ field: cityField, fieldState }) => (
          <Autocomplete
            options={cities.data ?? []}
            loading={cities.isFetching}
            loadingText={t('common.loading')}
            disabled={!country}
            value={cities.data?.find((option) => option.id === cityField.value) ?? null}
            onChange={(_event, option) => cityField.onChange(option?.id ?? '')}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            renderInput={(params) => (
              <TextField
                {...params}
                required
                label={t('checkout.address.city')}
                onBlur={cityField.onBlur}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldMessage(fieldState.error?.message) ?? (country ? undefined : t('checkout.address.cityHint'))
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
      <TextField
        {...field('phoneNumber')}
        label={t('checkout.address.phoneNumber')}
        type="tel"
        autoComplete="tel"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <TextField {...field('address')} label={t('checkout.address.address')} autoComplete="street-address" />
      <TextField
        {...field('additionalDetails')}
        required={false}
        label={t('checkout.address.additionalDetails')}
        multiline
        minRows={2}
        sx={{ gridColumn: '1 / -1' }}
      />
      <Controller
        control={form.control}
        name="isDefault"
        render={({ field: defaultField }) => (
          <FormControlLabel
            sx={{ gridColumn: '1 / -1' }}
            control={
              <Checkbox
                checked={Boolean(defaultField.value)}
                onChange={(event) => defaultField.onChange(event.target.checked)}
              />
            }
            label={t('checkout.address.isDefault')}
          />
        )}
      />
    </Box>
  );
}
