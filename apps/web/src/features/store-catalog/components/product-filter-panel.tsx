import { useState, type FormEvent, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { communicationTypes, productTypes } from '@iot/shared/product-basics';
import {
  useStorefrontMetadata,
  type StorefrontMetadataKind,
} from '../../../components/products/api/storefront-metadata.ts';
import { usePriceRange } from '../api/price-range.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import {
  metadataFilterKinds,
  filterValues,
  toPriceRangeQuery,
  type FilterChange,
  type MetadataFilterKey,
  type ProductFilters,
} from '../lib/product-filters.ts';
import { FilterCheckboxGroup, type FilterOption } from './filter-checkbox-group.tsx';
import { PriceRangeFilter } from './price-range-filter.tsx';

/** The warranties the catalog offers; a warranty filter matches products with exactly that many months. */
export const warrantyOptions = [12, 24, 36, 60] as const;

function FilterSection({
  title,
  count,
  defaultExpanded,
  children,
}: {
  title: string;
  count: number;
  defaultExpanded?: boolean;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <Accordion
      disableGutters
      elevation={0}
      defaultExpanded={defaultExpanded || count > 0}
      // A closed section renders no options (MUI's advice for long accordions): the metadata lists
      // held most of the sidebar's 1,300 elements, drawn, sent and hydrated while out of sight.
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ bgcolor: 'transparent', '&::before': { display: 'none' }, borderBottom: 1, borderColor: 'divider' }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ px: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>
          {title}
          {count > 0 && (
            <Box
              component="span"
              sx={{
                ml: 1,
                px: 0.75,
                borderRadius: 1,
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                fontSize: 12,
              }}
            >
              {formatNumber(count, language)}
            </Box>
          )}
        </Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ px: 0, pt: 0 }}>{children}</AccordionDetails>
    </Accordion>
  );
}

function SearchField({ value, onSearch }: { value: string; onSearch: (search: string) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // A search changed elsewhere (back button, cleared chips) replaces what the field shows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ mb: 1 }}>
      <TextField
        size="small"
        fullWidth
        type="search"
        label={t('store.filters.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: 100, enterKeyHint: 'search' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" size="small" aria-label={t('store.filters.searchSubmit')}>
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
    </Box>
  );
}

function MetadataFilter({
  filterKey,
  kind,
  filters,
  onChange,
}: {
  filterKey: MetadataFilterKey;
  kind: StorefrontMetadataKind;
  filters: ProductFilters;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
  const items = useStorefrontMetadata(kind);
  const options = items.data?.map((item) => ({ value: item.id, label: item.title }));
  return (
    <FilterSection title={t(`store.filters.${filterKey}`)} count={filters[filterKey].length}>
      <FilterCheckboxGroup
        name={filterKey}
        options={options}
        selected={filters[filterKey]}
        onChange={(values) => onChange(filterValues(filterKey, values))}
      />
    </FilterSection>
  );
}

/** Every filter of the product list (SPEC §2): the sidebar on wide screens, the drawer on phones. */
export function ProductFilterPanel({
  filters,
  onChange,
}: {
  filters: ProductFilters;
  onChange: (change: FilterChange) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const priceRange = usePriceRange(toPriceRangeQuery(filters));
  const typeOptions: FilterOption<(typeof productTypes)[number]>[] = productTypes.map((type) => ({
    value: type,
    label: t(`store.productTypes.${type}`),
  }));
  const communicationOptions = communicationTypes.map((type) => ({
    value: type,
    label: t(`store.communicationTypes.${type}`),
  }));
  const warranty: FilterOption<number>[] = warrantyOptions.map((months) => ({
    value: months,
    label: t('store.filters.months', { months: formatNumber(months, language) }),
  }));

  return (
    <Box data-testid="product-filters">
      <SearchField value={filters.search} onSearch={(search) => onChange({ search })} />
      <FilterSection title={t('store.filters.category')} count={filters.type.length} defaultExpanded>
        <FilterCheckboxGroup
          name="type"
          options={typeOptions}
          selected={filters.type}
          onChange={(values) => onChange(filterValues('type', values))}
        />
      </FilterSection>
      <FilterSection
        title={t('store.filters.price')}
        count={(filters.minPrice !== undefined ? 1 : 0) + (filters.maxPrice !== undefined ? 1 : 0)}
        defaultExpanded
      >
        <PriceRangeFilter
          range={priceRange.data}
          minPrice={filters.minPrice}
          maxPrice={filters.maxPrice}
          onChange={onChange}
        />
      </FilterSection>
      <FilterSection title={t('store.filters.communication')} count={filters.communicationType.length} defaultExpanded>
        <FilterCheckboxGroup
          name="communicationType"
          options={communicationOptions}
          selected={filters.communicationType}
          onChange={(values) => onChange(filterValues('communicationType', values))}
        />
      </FilterSection>
      <FilterSection title={t('store.filters.warranty')} count={filters.warrantyMonths.length} defaultExpanded>
        <FilterCheckboxGroup
          name="warrantyMonths"
          options={warranty}
          selected={filters.warrantyMonths}
          onChange={(values) => onChange(filterValues('warrantyMonths', values))}
        />
      </FilterSection>
      {Object.entries(metadataFilterKinds).map(([key, kind]) => (
        <MetadataFilter
          key={key}
          filterKey={key as MetadataFilterKey}
          kind={kind}
          filters={filters}
          onChange={onChange}
        />
      ))}
    </Box>
  );
}
