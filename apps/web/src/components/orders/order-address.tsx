import Typography from '@mui/material/Typography';
import type { Order } from '@iot/shared/orders';
import { localizeDigits, localizePhoneNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** An order's shipping address as it was when the order was placed (store and back office). */
export function OrderAddress({ address }: { address: Order['shippingAddress'] }) {
  const language = useLanguage();
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>
        <bdi>{address.fullName}</bdi>
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        <bdi>{localizeDigits(address.address, language)}</bdi>
        {address.additionalDetails && (
          <>
            {', '}
            <bdi>{localizeDigits(address.additionalDetails, language)}</bdi>
          </>
        )}
      </Typography>
      <Typography color="text.secondary">
        <bdi>{address.cityName}</bdi>, <bdi>{address.countryName}</bdi>
      </Typography>
      <Typography color="text.secondary">{localizePhoneNumber(address.phoneNumber, language)}</Typography>
    </>
  );
}
