import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  useStorefrontProductList,
  type StorefrontProductCard,
} from '../../../components/products/api/storefront-product-list.ts';
import { thumbnailUrl } from '../../../components/products/product-image.tsx';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';

const searchDelayMs = 250;

/** Search the catalog by name or code and pick a product to add to the request. */
export function QuoteProductPicker({
  onPick,
  excluded,
  error,
  helperText,
}: {
  onPick: (product: StorefrontProductCard) => void;
  excluded: readonly string[];
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), searchDelayMs);
  const results = useStorefrontProductList({ search: search || undefined, limit: 12, sort: 'nameAsc' });
  const options = (results.data?.data ?? []).filter((product) => !excluded.includes(product.id));

  return (
    <Autocomplete
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, product) => {
        if (!product) return;
        onPick(product);
        setInput('');
      }}
      filterOptions={(items) => items}
      getOptionLabel={(product) => product.name}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      loading={results.isFetching}
      loadingText={t('common.loading')}
      noOptionsText={t('store.requests.noProductFound')}
      blurOnSelect
      renderOption={({ key, ...props }, product) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <Avatar
            variant="rounded"
            src={product.image ? thumbnailUrl(product.image) : undefined}
            alt=""
            sx={{ width: 36, height: 36, bgcolor: 'action.hover' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography>{product.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {product.code}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('store.requests.addProduct')}
          placeholder={t('store.requests.searchProduct')}
          error={error}
          helperText={helperText}
        />
      )}
    />
  );
}
