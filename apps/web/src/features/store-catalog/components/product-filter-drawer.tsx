import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { FilterChange, ProductFilters } from '../lib/product-filters.ts';
import { ProductFilterPanel } from './product-filter-panel.tsx';

/** The product list's filters on narrow screens, where the sidebar is hidden. */
export function ProductFilterDrawer({
  open,
  onClose,
  filters,
  onChange,
  total,
}: {
  open: boolean;
  onClose: () => void;
  filters: ProductFilters;
  onChange: (change: FilterChange) => void;
  /** The matching products once the list has loaded. */
  total: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    // MUI mirrors horizontal anchors in right-to-left themes: 'left' is the start side in both languages.
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: { sx: { width: 'min(340px, 88vw)', p: 2 }, role: 'dialog', 'aria-label': t('store.filters.title') },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          {t('store.filters.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('common.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <ProductFilterPanel filters={filters} onChange={onChange} />
      <Button variant="contained" fullWidth sx={{ mt: 2, position: 'sticky', bottom: 0 }} onClick={onClose}>
        {total === undefined ? t('store.filters.close') : t('store.filters.showResults', { count: total })}
      </Button>
    </Drawer>
  );
}
