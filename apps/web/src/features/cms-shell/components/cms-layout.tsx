import type { ParseKeys } from 'i18next';
import { Suspense, useEffect, useState } from 'react';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import DashboardIcon from '@mui/icons-material/SpaceDashboardOutlined';
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import LabelIcon from '@mui/icons-material/LabelOutlined';
import RequestQuoteIcon from '@mui/icons-material/RequestQuoteOutlined';
import WorkspacesIcon from '@mui/icons-material/WorkspacesOutlined';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import WarehouseIcon from '@mui/icons-material/WarehouseOutlined';
import DiscountIcon from '@mui/icons-material/DiscountOutlined';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import PeopleIcon from '@mui/icons-material/PeopleAltOutlined';
import HistoryIcon from '@mui/icons-material/History';
import MailOutlineIcon from '@mui/icons-material/EmailOutlined';
import KeyIcon from '@mui/icons-material/VpnKeyOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import ApartmentIcon from '@mui/icons-material/ApartmentOutlined';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import AdminIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, NavLink, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { displayName, initials } from '@iot/shared/auth';
import type { StaffPermission } from '@iot/shared/staff-roles';
import { useAdminLogout, useAdminProfile, useStaffAccess } from '../../../api/auth/admin-session.ts';
import { clearTokens } from '../../../api/auth/token-store.ts';
import { BrandLogo } from '../../../components/layout/brand-logo.tsx';
import { LanguageMenu } from '../../../components/layout/language-menu.tsx';
import { ThemeToggle } from '../../../components/layout/theme-toggle.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { brand } from '../../../lib/brand.ts';
import { usePaths, type Paths } from '../../../lib/paths.ts';
import { visuallyHidden } from '../../../lib/visually-hidden.ts';
import { activeSectionPath } from '../lib/active-section.ts';
import { routePermission } from '../lib/route-permission.ts';
import { CmsNotAllowedPage } from './cms-not-allowed-page.tsx';

const drawerWidth = 248;

// The back-office sections built so far; each later issue adds its own entry, with what a role
// needs to see it (DESIGN §Operations). Inventory only for brands with the CMS stock flag (SPEC §6).
type Section = {
  path: (paths: Paths) => string;
  label: ParseKeys;
  icon: SvgIconComponent;
  permission: StaffPermission;
  shown?: boolean;
};
const allSections: Section[] = [
  {
    path: (paths) => paths.cms.dashboard(),
    label: 'cms.nav.dashboard',
    icon: DashboardIcon,
    permission: 'dashboard:read',
  },
  {
    path: (paths) => paths.cms.products(),
    label: 'cms.nav.products',
    icon: Inventory2Icon,
    permission: 'products:read',
  },
  {
    path: (paths) => paths.cms.productGroups(),
    label: 'catalog.nav.productGroups',
    icon: WorkspacesIcon,
    permission: 'products:read',
  },
  {
    path: (paths) => paths.cms.inventory(),
    label: 'cms.nav.inventory',
    icon: WarehouseIcon,
    permission: 'inventory:read',
    shown: brand.features.cmsStock,
  },
  { path: (paths) => paths.cms.orders(), label: 'cms.nav.orders', icon: ReceiptLongIcon, permission: 'orders:read' },
  {
    path: (paths) => paths.cms.discounts(),
    label: 'cms.nav.discounts',
    icon: DiscountIcon,
    permission: 'marketing:read',
  },
  {
    path: (paths) => paths.cms.customers(),
    label: 'cms.nav.customers',
    icon: PeopleIcon,
    permission: 'customers:read',
  },
  {
    path: (paths) => paths.cms.customerGroups(),
    label: 'cms.nav.customerGroups',
    icon: GroupsIcon,
    permission: 'customers:read',
  },
  { path: (paths) => paths.cms.tenants(), label: 'cms.nav.tenants', icon: ApartmentIcon, permission: 'customers:read' },
  { path: (paths) => paths.cms.licenses(), label: 'cms.nav.licenses', icon: KeyIcon, permission: 'customers:read' },
  {
    path: (paths) => paths.cms.marketing(),
    label: 'cms.nav.marketing',
    icon: CampaignIcon,
    permission: 'marketing:read',
  },
  {
    path: (paths) => paths.cms.metadata(),
    label: 'catalog.nav.metadata',
    icon: LabelIcon,
    permission: 'metadata:read',
  },
  {
    path: (paths) => paths.cms.settings(),
    label: 'cms.nav.settings',
    icon: SettingsIcon,
    permission: 'settings:read',
  },
  {
    path: (paths) => paths.cms.requests(),
    label: 'catalog.nav.requests',
    icon: RequestQuoteIcon,
    permission: 'orders:read',
  },
  { path: (paths) => paths.cms.auditLog(), label: 'cms.nav.auditLog', icon: HistoryIcon, permission: 'audit-log:read' },
  { path: (paths) => paths.cms.admins(), label: 'cms.nav.admins', icon: AdminIcon, permission: 'admins:read' },
  { path: (paths) => paths.cms.mail(), label: 'cms.nav.mail', icon: MailOutlineIcon, permission: 'mail:read' },
];
const brandSections = allSections.filter((section) => section.shown !== false);

/** The CMS frame: top bar with the administrator's name and logout, side navigation, the page. */
export function CmsLayout() {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const location = useLocation();
  const profile = useAdminProfile();
  const logout = useAdminLogout();
  const can = useStaffAccess();
  const sections = brandSections.filter((section) => can(section.permission));
  const pagePermission = routePermission(useMatches());
  const [mobileOpen, setMobileOpen] = useState(false);
  const [closedAt, setClosedAt] = useState(location.pathname);

  // The phone drawer closes once a link has taken the user elsewhere.
  if (closedAt !== location.pathname) {
    setClosedAt(location.pathname);
    setMobileOpen(false);
  }

  // SPEC §4, §8: a failed CMS user fetch clears the CMS tokens and returns to the sign-in page.
  useEffect(() => {
    if (!profile.isError) return;
    clearTokens('cms');
    navigate(paths.cmsLogin(), { replace: true });
  }, [profile.isError, navigate, paths]);

  const admin = profile.data;
  const name = admin ? displayName({ ...admin, username: admin.email }) : '';

  const signOut = () => logout.mutate(undefined, { onSettled: () => navigate(paths.cmsLogin(), { replace: true }) });

  // DESIGN §Operations: a page the role may not use (its address typed, or an old link) says so in
  // place of a form whose save the API refuses. Nothing is decided before the profile (the role) has
  // loaded, so neither the page nor the refusal flashes. The way back is the products page, where
  // sign-in lands, or else the first section the role may open.
  const landing = sections.find(({ label }) => label === 'cms.nav.products') ?? sections[0];
  let page = <Outlet />;
  if (pagePermission !== undefined && !can(pagePermission))
    page = admin ? (
      <CmsNotAllowedPage
        backTo={landing?.path(paths) ?? paths.cms.profile()}
        backLabel={landing ? t(landing.label) : t('cms.profile.title')}
      />
    ) : (
      <PageLoading />
    );

  const activePath = activeSectionPath(
    location.pathname,
    sections.map((section) => section.path(paths)),
  );
  const navigation = (
    <Box component="nav" aria-label={t('cms.nav.label')} sx={{ py: 1 }}>
      <List>
        {/* Each link in its own list item: a list holds only items (WCAG 1.3.1, axe 'list'). */}
        {sections.map(({ path, label, icon: Icon }) => (
          <ListItem key={label} disablePadding>
            <ListItemButton
              component={RouterLink}
              to={path(paths)}
              className={path(paths) === activePath ? 'active' : undefined}
              aria-current={path(paths) === activePath ? 'page' : undefined}
              sx={{
                mx: 1,
                borderRadius: 1,
                '&.active': { bgcolor: 'action.selected', color: 'primary.main', '& svg': { color: 'primary.main' } },
              }}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={t(label)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <List>
        <ListItem disablePadding>
          <ListItemButton component={NavLink} to={paths.home()} end sx={{ mx: 1, borderRadius: 1 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <StorefrontIcon />
            </ListItemIcon>
            <ListItemText primary={t('cms.nav.storefront')} />
          </ListItemButton>
        </ListItem>
      </List>
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        color="inherit"
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (theme) => theme.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            edge="start"
            onClick={() => setMobileOpen(true)}
            aria-label={t('cms.nav.open')}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <BrandLogo logo={undefined} height={32} />
          <Box sx={{ flexGrow: 1 }} />
          <LanguageMenu />
          <ThemeToggle />
          {admin && (
            // The account's own page (its profile) is reached from the name and avatar.
            <Button
              component={RouterLink}
              to={paths.cms.profile()}
              color="inherit"
              sx={{ gap: 1, mx: 0.5, minWidth: 0, textTransform: 'none' }}
              data-testid="cms-account"
            >
              <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }} aria-hidden>
                {initials({ ...admin, username: admin.email })}
              </Avatar>
              {/* Named by its content ('Account of …'), which holds the name shown (WCAG 2.5.3). */}
              <Typography
                variant="body2"
                component="span"
                aria-hidden
                sx={{ fontWeight: 600, display: { xs: 'none', sm: 'block' } }}
                data-testid="cms-admin-name"
              >
                {name}
              </Typography>
              <Box component="span" sx={visuallyHidden}>
                {t('cms.account', { name })}
              </Box>
            </Button>
          )}
          <Button
            color="inherit"
            startIcon={<LogoutIcon />}
            onClick={signOut}
            loading={logout.isPending}
            aria-label={t('auth.logout')}
            sx={{ minWidth: 0 }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {t('auth.logout')}
            </Box>
          </Button>
        </Toolbar>
      </AppBar>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={() => setMobileOpen(false)}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: drawerWidth } }}
      >
        <Toolbar />
        {navigation}
      </Drawer>
      <Drawer
        variant="permanent"
        open
        sx={{
          display: { xs: 'none', md: 'block' },
          width: drawerWidth,
          flexShrink: 0,
          '& .MuiDrawer-paper': { width: drawerWidth, boxSizing: 'border-box' },
        }}
      >
        <Toolbar />
        {navigation}
      </Drawer>
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}>
        <Toolbar />
        <Box sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
          <Suspense fallback={<PageLoading />}>{page}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
