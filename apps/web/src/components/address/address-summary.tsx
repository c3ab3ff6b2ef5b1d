import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SavedAddress } from './api/saved-addresses.ts';
import { localizePhoneNumber } from '../../lib/format.ts';
import { useLanguage } from '../../lib/use-language.ts';

/** An address as the customer recognises it: a saved one at checkout, an order's shipping address. */
export function AddressSummary({ address }: { address: Omit<SavedAddress, 'id' | 'isDefault'> }) {
  const language = useLanguage();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 600 }}>
        <bdi>{address.fullName}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {/* One direction run for both parts: the comma between them belongs to the typed text, so a
            Latin address keeps its order under Arabic ('Bay Square, Building 5, Business Bay'). */}
        <bdi>{[address.address, address.additionalDetails].filter(Boolean).join(', ')}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi>{address.cityName}</bdi>, <bdi>{address.countryName}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi dir="ltr">{localizePhoneNumber(address.phoneNumber, language)}</bdi>
      </Typography>
    </Box>
  );
}
