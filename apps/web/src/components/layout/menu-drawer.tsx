import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { NavLink, Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../lib/paths.ts';
import type { sections as storeSections } from './store-nav.tsx';

/** The phone menu: home, the storefront's sections, the wishlist and request a quote. */
export function MenuDrawer({
  open,
  onClose,
  sections,
  wishlistLabel,
}: {
  open: boolean;
  onClose: () => void;
  sections: typeof storeSections;
  wishlistLabel: string;
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 'min(300px, 85vw)' } } }}>
      <Box component="nav" aria-label={t('common.mainNavigation')}>
        <List>
          <ListItemButton component={NavLink} to={paths.home()} end>
            <ListItemText primary={t('common.home')} />
          </ListItemButton>
          {sections.map((section) => (
            <ListItemButton
              key={section}
              component={NavLink}
              to={paths[section]()}
              sx={{ '&.active': { color: 'primary.main', fontWeight: 700 } }}
            >
              <ListItemText primary={t(`store.nav.${section}`)} />
            </ListItemButton>
          ))}
          <ListItemButton component={NavLink} to={paths.wishlist()}>
            <ListItemText primary={wishlistLabel} />
          </ListItemButton>
        </List>
        <Divider />
        <Box sx={{ p: 2 }}>
          <Button
            component={RouterLink}
            to={paths.requestQuote()}
            variant="contained"
            fullWidth
            startIcon={<RequestQuoteIcon />}
          >
            {t('store.nav.requestQuote')}
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
