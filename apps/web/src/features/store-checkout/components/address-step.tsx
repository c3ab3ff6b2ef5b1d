import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { AddressBody } from '@iot/shared/addresses';
import { AddressFields, type AddressForm } from '../../../components/address/address-fields.tsx';
import { useCities } from '../../../components/address/api/cities.ts';
import { useCountries } from '../../../components/address/api/countries.ts';
import { AddressSummary } from '../../../components/address/address-summary.tsx';
import type { SavedAddress } from '../../../components/address/api/saved-addresses.ts';

export const newAddressChoice = 'new';

/** A new address before it is saved: its country and city named from the metadata lists already loaded. */
export function NewAddressSummary({ address }: { address: AddressBody }) {
  const countries = useCountries();
  const cities = useCities(address.country);
  return (
    <AddressSummary
      address={{
        name: address.name ?? '',
        type: address.type ?? 'home',
        country: address.country,
        countryName: countries.data?.find((country) => country.id === address.country)?.name ?? address.country,
        city: address.city,
        cityName: cities.data?.find((city) => city.id === address.city)?.name ?? '',
        address: address.address,
        fullName: address.fullName,
        phoneNumber: address.phoneNumber,
        additionalDetails: address.additionalDetails ?? '',
      }}
    />
  );
}

/**
 * SPEC §2 checkout, the address step: a saved address (SPEC §6: for brands with saved addresses),
 * or a new one, which may be kept in the address book.
 */
export function AddressStep({
  form,
  choice,
  onChoice,
  saveAddress,
  onSaveAddress,
  addresses,
  addressBook,
}: {
  form: AddressForm;
  choice: string;
  onChoice: (choice: string) => void;
  saveAddress: boolean;
  onSaveAddress: (save: boolean) => void;
  addresses: { data?: SavedAddress[]; isPending: boolean };
  addressBook: boolean;
}) {
  const { t } = useTranslation();
  const saved = addresses.data ?? [];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {addressBook && addresses.isPending && <Skeleton variant="rounded" height={96} />}
      {saved.length > 0 && (
        <RadioGroup
          aria-label={t('checkout.address.choose')}
          value={choice}
          onChange={(event) => onChoice(event.target.value)}
          sx={{ display: 'grid', gap: 1.5 }}
        >
          {saved.map((address) => (
            <Paper
              key={address.id}
              variant="outlined"
              sx={{ p: 1.5, borderColor: choice === address.id ? 'primary.main' : 'divider' }}
            >
              <FormControlLabel
                value={address.id}
                control={<Radio />}
                sx={{ m: 0, alignItems: 'flex-start', width: '100%', '& .MuiFormControlLabel-label': { flex: 1 } }}
                label={
                  <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between', flexWrap: 'wrap', pt: 1 }}>
                    <AddressSummary address={address} />
                    <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'flex-start' }}>
                      {address.name && <Chip size="small" variant="outlined" label={address.name} />}
                      {address.isDefault && <Chip size="small" color="primary" label={t('checkout.address.default')} />}
                    </Box>
                  </Box>
                }
              />
            </Paper>
          ))}
          <Paper
            variant="outlined"
            sx={{ p: 1.5, borderColor: choice === newAddressChoice ? 'primary.main' : 'divider' }}
          >
            <FormControlLabel value={newAddressChoice} control={<Radio />} label={t('checkout.address.new')} />
          </Paper>
        </RadioGroup>
      )}
      {choice === newAddressChoice && (
        <Box sx={{ display: 'grid', gap: 1 }} data-testid="new-address">
          <AddressFields form={form} />
          {addressBook && (
            <FormControlLabel
              control={<Checkbox checked={saveAddress} onChange={(event) => onSaveAddress(event.target.checked)} />}
              label={t('checkout.address.saveToBook')}
            />
          )}
        </Box>
      )}
    </Box>
  );
}
