import type { AddressBody } from '@iot/shared/addresses';
import { message } from '@iot/shared/validation-messages';
import { validationFailed } from '../../http/app-error.ts';
import { isKnownCountry, listCities, listCountries } from '../locations/location-data.ts';
import type { ShippingAddressSnapshot } from './order-table.ts';

/**
 * A new address as the order keeps it (SPEC §3 Address): country and city are ids from the
 * metadata endpoints, checked here, and their English names are stored beside them; the country's
 * name is shown in the reader's language later, from its code.
 */
export async function shippingAddressFrom(body: AddressBody, path = 'address'): Promise<ShippingAddressSnapshot> {
  if (!isKnownCountry(body.country)) throw validationFailed({ [`${path}.country`]: message.invalid('Country') });
  const city = (await listCities(body.country, 'en')).find((item) => item.id === body.city);
  if (!city) throw validationFailed({ [`${path}.city`]: message.invalid('City') });
  return {
    name: body.name ?? '',
    type: body.type ?? 'home',
    country: body.country,
    countryName: listCountries('en').find((item) => item.id === body.country)?.name ?? body.country,
    city: city.id,
    cityName: city.name,
    address: body.address,
    fullName: body.fullName,
    phoneNumber: body.phoneNumber,
    additionalDetails: body.additionalDetails ?? '',
  };
}
