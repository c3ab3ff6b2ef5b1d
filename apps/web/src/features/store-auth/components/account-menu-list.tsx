import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutlined';
import ReceiptIcon from '@mui/icons-material/ReceiptLongOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { displayName, type MarketplaceUser } from '@iot/shared/auth';
import { brand } from '../../../lib/brand.ts';
import { usePaths } from '../../../lib/paths.ts';

/** The signed-in customer's menu, loaded on its first opening (it is not needed to draw the page). */
export function AccountMenuList({
  anchor,
  user,
  onClose,
  onSignOut,
}: {
  anchor: HTMLElement | null;
  user: Pick<MarketplaceUser, 'firstName' | 'lastName' | 'username' | 'email'> | undefined;
  onClose: () => void;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const paths = usePaths();
  return (
    <Menu id="account-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {user && (
        <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
          <Typography variant="caption" color="text.secondary">
            {t('auth.signedInAs')}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} noWrap data-testid="account-name">
            {displayName(user)}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap dir="ltr" sx={{ textAlign: 'start' }}>
            {user.email}
          </Typography>
        </Box>
      )}
      {user && <Divider />}
      <MenuItem component={RouterLink} to={paths.profile()} onClick={onClose}>
        <ListItemIcon>
          <PersonIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.profile')}
      </MenuItem>
      {brand.features.orders && (
        <MenuItem component={RouterLink} to={paths.orders()} onClick={onClose}>
          <ListItemIcon>
            <ReceiptIcon fontSize="small" />
          </ListItemIcon>
          {t('auth.orders')}
        </MenuItem>
      )}
      <MenuItem component={RouterLink} to={paths.myRequests()} onClick={onClose}>
        <ListItemIcon>
          <RequestQuoteIcon fontSize="small" />
        </ListItemIcon>
        {t('store.myRequests.title')}
      </MenuItem>
      <MenuItem onClick={onSignOut}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('auth.logout')}
      </MenuItem>
    </Menu>
  );
}
