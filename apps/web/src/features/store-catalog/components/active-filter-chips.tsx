import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { useQueries } from '@tanstack/react-query';
import { storefrontMetadataQuery } from '../../../components/products/api/storefront-metadata.ts';
import { useFormatPrice } from '../../../components/products/use-format-price.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  clearedFilters,
  metadataFilterKinds,
  toggleFilterValue,
  type FilterChange,
  type MetadataFilterKey,
  type ProductFilters,
} from '../lib/product-filters.ts';

type ActiveChip = { key: string; label: string; change: FilterChange };

/** What narrows the list right now, each removable on its own, and 'Clear all'. */
export function ActiveFilterChips({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const formatPrice = useFormatPrice();
  // Only the lists a chosen filter needs; the panel has usually loaded them already.
  const lists = useQueries({
    queries: Object.entries(metadataFilterKinds).map(([key, kind]) => ({
      ...storefrontMetadataQuery(kind, language),
      enabled: filters[key as MetadataFilterKey].length > 0,
    })),
  });
  const titles = new Map(lists.flatMap((list) => list.data?.map((item) => [item.id, item.title] as const) ?? []));

  const chips: ActiveChip[] = [];
  if (filters.search) chips.push({ key: 'search', label: `“${filters.search}”`, change: { search: '' } });
  if (filters.minPrice !== undefined)
    chips.push({
      key: 'minPrice',
      label: t('store.filters.fromPrice', { price: formatPrice(filters.minPrice) }),
      change: { minPrice: undefined },
    });
  if (filters.maxPrice !== undefined)
    chips.push({
      key: 'maxPrice',
      label: t('store.filters.toPrice', { price: formatPrice(filters.maxPrice) }),
      change: { maxPrice: undefined },
    });
  filters.type.forEach((type) =>
    chips.push({
      key: `type-${type}`,
      label: t(`store.productTypes.${type}`),
      change: toggleFilterValue(filters, 'type', type),
    }),
  );
  filters.communicationType.forEach((type) =>
    chips.push({
      key: `comm-${type}`,
      label: t(`store.communicationTypes.${type}`),
      change: toggleFilterValue(filters, 'communicationType', type),
    }),
  );
  filters.warrantyMonths.forEach((months) =>
    chips.push({
      key: `warranty-${months}`,
      label: t('store.filters.warrantyChip', { months: formatNumber(months, language) }),
      change: toggleFilterValue(filters, 'warrantyMonths', months),
    }),
  );
  for (const key of Object.keys(metadataFilterKinds) as MetadataFilterKey[]) {
    filters[key].forEach((id) =>
      chips.push({
        key: `${key}-${id}`,
        label: titles.get(id) ?? t('common.loading'),
        change: toggleFilterValue(filters, key, id),
      }),
    );
  }
  if (chips.length === 0) return null;

  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      aria-label={t('store.filters.active')}
      role="group"
    >
      {chips.map((chip) => (
        <Chip key={chip.key} label={chip.label} onDelete={() => onChange(chip.change)} size="small" />
      ))}
      <Button size="small" onClick={() => onChange(clearedFilters)}>
        {t('store.filters.clearAll')}
      </Button>
    </Box>
  );
}
