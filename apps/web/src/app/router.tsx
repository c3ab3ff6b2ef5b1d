import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { data, Navigate, useLocation } from 'react-router';
import type { StaffPermission } from '@iot/shared/staff-roles';
import { readAccessToken } from '../api/auth/token-store.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { usePaths, withLanguage } from '../lib/paths.ts';
import { brand } from '../lib/brand.ts';
import { loadAccountTexts, loadBackOfficeTexts, loadLanguageTexts, type I18n } from '../lib/i18n.ts';
import { readStoredLanguage } from '../lib/storage.ts';
import { LanguageRoot, type LanguageRootProps } from './language-root.tsx';
import { RequireCmsSession, RequireMarketplaceSession } from './session-guards.tsx';
import { StoreLayout } from './store-layout.tsx';
import type { CmsLoaderName } from './cms-loaders.ts';
import { storeLoaders } from './store-loaders.ts';

/**
 * `serverRendered` marks the storefront pages the server draws (issue 12): those whose content is the
 * same for every visitor. Pages drawn from what the browser keeps (cart, wishlist, the account's
 * pages) and the back office are drawn by the browser. `permission` is what a back-office page needs
 * of the administrator's role: the same name the API enforces on what the page reads or saves.
 */
export type RouteHandle = { serverRendered?: boolean; permission?: StaffPermission };
const serverRendered: RouteHandle = { serverRendered: true };
const requires = (permission: StaffPermission): RouteHandle => ({ permission });

function InsertLanguage() {
  const location = useLocation();
  return (
    <Navigate
      replace
      to={`${withLanguage(location.pathname, readStoredLanguage())}${location.search}${location.hash}`}
    />
  );
}

/** Waits for a route's module and for texts its component renders, so no frame shows untranslated keys. */
type WithTexts = <Module>(route: Promise<Module>) => Promise<Module>;

// SPEC §6: the terms page exists only for brands with the terms flag, the policy page with the policy flag.
const legalRoutes: RouteObject[] = [
  ...(brand.features.termsPage
    ? [
        {
          path: 'termsAndConditions',
          handle: serverRendered,
          lazy: async () => ({ Component: (await import('./routes/store/terms-route.tsx')).TermsRoute }),
        },
      ]
    : []),
  ...(brand.features.policyPage
    ? [
        {
          path: 'privacyPolicy',
          handle: serverRendered,
          lazy: async () => ({ Component: (await import('./routes/store/privacy-route.tsx')).PrivacyRoute }),
        },
      ]
    : []),
];

// SPEC §2: /cart only for brands with the cart flag (SPEC §6).
function cartRoutes(loaders: ReturnType<typeof storeLoaders>, withTexts: WithTexts): RouteObject[] {
  if (!brand.features.cart) return [];
  return [
    {
      path: 'cart',
      loader: loaders.cart,
      lazy: async () => ({ Component: (await withTexts(import('./routes/store/cart-route.tsx'))).CartRoute }),
    },
  ];
}

// SPEC §2 storefront screens (paths the spec leaves open follow its camelCase style).
function storefrontRoutes(loaders: ReturnType<typeof storeLoaders>): RouteObject[] {
  return [
    {
      path: 'products',
      handle: serverRendered,
      loader: loaders.products,
      lazy: async () => ({ Component: (await import('./routes/store/products-route.tsx')).ProductsRoute }),
    },
    {
      path: 'products/:productId',
      handle: serverRendered,
      loader: loaders.product,
      lazy: async () => ({ Component: (await import('./routes/store/product-route.tsx')).ProductRoute }),
    },
    {
      path: 'solutions',
      handle: serverRendered,
      loader: loaders.solutions,
      lazy: async () => ({ Component: (await import('./routes/store/solutions-route.tsx')).SolutionsRoute }),
    },
    {
      path: 'licenses',
      handle: serverRendered,
      lazy: async () => ({ Component: (await import('./routes/store/licenses-route.tsx')).LicensesRoute }),
    },
    {
      path: 'packages',
      handle: serverRendered,
      lazy: async () => ({ Component: (await import('./routes/store/packages-route.tsx')).PackagesRoute }),
    },
    {
      path: 'wishlist',
      lazy: async () => ({ Component: (await import('./routes/store/wishlist-route.tsx')).WishlistRoute }),
    },
    {
      path: 'aboutUs',
      handle: serverRendered,
      lazy: async () => ({ Component: (await import('./routes/store/about-route.tsx')).AboutRoute }),
    },
    {
      path: 'contact',
      lazy: async () => ({ Component: (await import('./routes/store/contact-route.tsx')).ContactRoute }),
    },
    {
      path: 'requestAQuote',
      lazy: async () => ({ Component: (await import('./routes/store/request-quote-route.tsx')).RequestQuoteRoute }),
    },
  ];
}

// SPEC §2: orders only for brands with the orders flag; both need a marketplace token.
function accountRoutes(loaders: ReturnType<typeof storeLoaders>, withTexts: WithTexts): RouteObject[] {
  return [
    {
      element: <RequireMarketplaceSession />,
      children: [
        ...(brand.features.orders
          ? [
              {
                path: 'orders',
                loader: loaders.orders,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/store/orders-route.tsx'))).OrdersRoute,
                }),
              },
              {
                path: 'orders/:orderId',
                loader: loaders.order,
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/store/order-route.tsx'))).OrderRoute,
                }),
              },
            ]
          : []),
        {
          path: 'profile',
          loader: loaders.profile,
          lazy: async () => ({ Component: (await withTexts(import('./routes/store/profile-route.tsx'))).ProfileRoute }),
        },
        {
          path: 'requests',
          lazy: async () => ({ Component: (await import('./routes/store/requests-route.tsx')).RequestsRoute }),
        },
        {
          path: 'requests/:requestId',
          lazy: async () => ({ Component: (await import('./routes/store/request-route.tsx')).RequestRoute }),
        },
        // Buying a quote is a checkout: only brands with the cart flag check out (SPEC §6).
        ...(brand.features.cart
          ? [
              {
                path: 'requests/:requestId/checkout',
                lazy: async () => ({
                  Component: (await withTexts(import('./routes/store/quote-checkout-route.tsx'))).QuoteCheckoutRoute,
                }),
              },
            ]
          : []),
      ],
    },
  ];
}

/**
 * The back office (SPEC §2 CMS routes). Every page here is a lazy chunk, so the storefront never
 * downloads CMS code (DESIGN §Web), nor its texts: the two ways in, /cms-login and the layout every
 * /cms page renders in, fetch those with their code and add them before their component is handed
 * over (the router waits for every matched route's `lazy` before drawing), so no CMS screen
 * shows untranslated keys. /cms and unknown /cms paths land on the products page.
 */
function cmsRoutes(i18n: I18n, queryClient: QueryClient): RouteObject[] {
  // The loaders' chunk is fetched beside the page's code; without a session the guard sends the
  // visitor to /cms-login, so nothing is prefetched. A failed chunk leaves the fetching to the page.
  const load =
    (name: CmsLoaderName): LoaderFunction =>
    (args) => {
      if (readAccessToken('cms'))
        void import('./cms-loaders.ts')
          .then(({ cmsLoaders }) => cmsLoaders(queryClient)[name](args))
          .catch(() => undefined);
      return null;
    };
  const withTexts: WithTexts = async (route) => (await Promise.all([route, loadBackOfficeTexts(i18n)]))[0];
  return [
    {
      path: 'cms-login',
      lazy: async () => ({ Component: (await withTexts(import('./routes/cms/cms-login-route.tsx'))).CmsLoginRoute }),
    },
    {
      path: 'cms-invite',
      lazy: async () => ({
        Component: (await withTexts(import('./routes/cms/cms-invite-route.tsx'))).CmsInviteRoute,
      }),
    },
    {
      path: 'cms',
      element: <RequireCmsSession />,
      children: [
        {
          lazy: async () => ({
            Component: (await withTexts(import('./routes/cms/cms-layout-route.tsx'))).CmsLayoutRoute,
          }),
          // A failing page renders its error inside the back office's frame.
          children: [{ ErrorBoundary: RouteErrorPage, children: cmsPages(load) }],
        },
      ],
    },
  ];
}

/**
 * The back office's pages, inside its layout and its error boundary. Each declares the permission it
 * needs (DESIGN §Operations): a page that changes something needs its area's `write`, one that
 * shows something its `read`. The layout renders 'not allowed' in place of a page the role may not use,
 * rather than a form whose save the API refuses (router.test.ts checks every page declares one).
 */
export function cmsPages(load: (name: CmsLoaderName) => LoaderFunction): RouteObject[] {
  return [
    { index: true, handle: requires('products:read'), element: <Navigate replace to="products" /> },
    {
      path: 'products',
      handle: requires('products:read'),
      loader: load('products'),
      lazy: async () => ({ Component: (await import('./routes/cms/products-route.tsx')).CmsProductsRoute }),
    },
    {
      path: 'products/add',
      handle: requires('products:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/product-form-route.tsx')).ProductFormRoute,
      }),
    },
    {
      path: 'products/:id',
      handle: requires('products:read'),
      loader: load('product'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/product-view-route.tsx')).ProductViewRoute,
      }),
    },
    {
      path: 'products/:id/edit',
      handle: requires('products:write'),
      loader: load('product'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/product-form-route.tsx')).ProductFormRoute,
      }),
    },
    {
      path: 'products/:id/translate',
      handle: requires('products:write'),
      loader: load('product'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/product-translate-route.tsx')).ProductTranslateRoute,
      }),
    },
    {
      path: 'products/groups',
      handle: requires('products:read'),
      loader: load('productGroups'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/product-groups-route.tsx')).ProductGroupsRoute,
      }),
    },
    {
      path: 'products/groups/add',
      handle: requires('products:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/product-group-form-route.tsx')).ProductGroupFormRoute,
      }),
    },
    {
      path: 'products/groups/:id',
      handle: requires('products:read'),
      loader: load('productGroup'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/product-group-view-route.tsx')).ProductGroupViewRoute,
      }),
    },
    {
      path: 'products/groups/:id/edit',
      handle: requires('products:write'),
      loader: load('productGroup'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/product-group-form-route.tsx')).ProductGroupFormRoute,
      }),
    },
    // Marketing (SPEC §2): /cms/marketing opens the home page sliders; sliders and ads share the pages.
    { path: 'marketing', handle: requires('marketing:read'), element: <Navigate replace to="home-page-sliders" /> },
    {
      path: 'marketing/:kind',
      handle: requires('marketing:read'),
      loader: load('marketing'),
      lazy: async () => ({
        Component: (await import('./routes/cms/marketing-route.tsx')).CmsMarketingListRoute,
      }),
    },
    {
      path: 'marketing/:kind/add',
      handle: requires('marketing:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/marketing-route.tsx')).CmsMarketingFormRoute,
      }),
    },
    {
      path: 'marketing/:kind/:id/edit',
      handle: requires('marketing:write'),
      loader: load('marketingItem'),
      lazy: async () => ({
        Component: (await import('./routes/cms/marketing-route.tsx')).CmsMarketingFormRoute,
      }),
    },
    {
      path: 'marketing/:kind/:id/translate',
      handle: requires('marketing:write'),
      loader: load('marketingItem'),
      lazy: async () => ({
        Component: (await import('./routes/cms/marketing-route.tsx')).CmsMarketingTranslateRoute,
      }),
    },
    { path: 'metadata', handle: requires('metadata:read'), element: <Navigate replace to="tags" /> },
    {
      path: 'metadata/:kind',
      handle: requires('metadata:read'),
      loader: load('metadata'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/metadata-list-route.tsx')).MetadataListRoute,
      }),
    },
    {
      path: 'metadata/:kind/add',
      handle: requires('metadata:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/metadata-form-route.tsx')).MetadataFormRoute,
      }),
    },
    {
      path: 'metadata/:kind/:id/edit',
      handle: requires('metadata:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/metadata-form-route.tsx')).MetadataFormRoute,
      }),
    },
    {
      path: 'metadata/:kind/:id/translate',
      handle: requires('metadata:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/catalog/metadata-translate-route.tsx')).MetadataTranslateRoute,
      }),
    },
    {
      path: 'requests',
      handle: requires('orders:read'),
      loader: load('requests'),
      lazy: async () => ({ Component: (await import('./routes/cms/requests-route.tsx')).CmsRequestsRoute }),
    },
    {
      path: 'requests/:id',
      handle: requires('orders:read'),
      loader: load('requests'),
      lazy: async () => ({ Component: (await import('./routes/cms/requests-route.tsx')).CmsRequestsRoute }),
    },
    // Inventory (SPEC §2): only brands with the CMS stock flag (SPEC §6); elsewhere the paths are
    // unknown, which SPEC §2 sends to the products page.
    ...(brand.features.cmsStock
      ? [
          {
            path: 'inventory',
            handle: requires('inventory:read'),
            loader: load('inventory'),
            lazy: async () => ({
              Component: (await import('./routes/cms/inventory-route.tsx')).CmsInventoryRoute,
            }),
          },
          {
            path: 'inventory/:productId',
            handle: requires('inventory:read'),
            loader: load('inventoryProduct'),
            lazy: async () => ({
              Component: (await import('./routes/cms/inventory-product-route.tsx')).CmsInventoryProductRoute,
            }),
          },
        ]
      : []),
    // The audit log (DESIGN §Operations): every back-office write, and one entry's changes.
    {
      path: 'audit-log',
      handle: requires('audit-log:read'),
      loader: load('auditLog'),
      lazy: async () => ({ Component: (await import('./routes/cms/audit-log-route.tsx')).CmsAuditLogRoute }),
    },
    {
      path: 'audit-log/:id',
      handle: requires('audit-log:read'),
      loader: load('auditEntry'),
      lazy: async () => ({ Component: (await import('./routes/cms/audit-log-route.tsx')).CmsAuditEntryRoute }),
    },
    // Administrators and their roles (DESIGN §Operations: staff roles).
    {
      path: 'admins',
      handle: requires('admins:read'),
      loader: load('admins'),
      lazy: async () => ({ Component: (await import('./routes/cms/admins-route.tsx')).CmsAdminsRoute }),
    },
    // The outbox (DESIGN §Operations): every mail, its delivery and a resend.
    {
      path: 'mail',
      handle: requires('mail:read'),
      loader: load('mail'),
      lazy: async () => ({ Component: (await import('./routes/cms/mail-route.tsx')).CmsMailRoute }),
    },
    // Orders (SPEC §2 /cms/orders).
    {
      path: 'orders',
      handle: requires('orders:read'),
      loader: load('orders'),
      lazy: async () => ({ Component: (await import('./routes/cms/orders-route.tsx')).CmsOrdersRoute }),
    },
    {
      path: 'orders/:id',
      handle: requires('orders:read'),
      loader: load('order'),
      lazy: async () => ({ Component: (await import('./routes/cms/orders-route.tsx')).CmsOrderRoute }),
    },
    {
      path: 'customers/groups',
      handle: requires('customers:read'),
      loader: load('customerGroups'),
      lazy: async () => ({
        Component: (await import('./routes/cms/customer-groups-route.tsx')).CmsCustomerGroupsRoute,
      }),
    },
    {
      path: 'customers/groups/add',
      handle: requires('customers:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/customer-groups-route.tsx')).CmsCustomerGroupAddRoute,
      }),
    },
    {
      path: 'customers/groups/:id',
      handle: requires('customers:read'),
      loader: load('customerGroup'),
      lazy: async () => ({
        Component: (await import('./routes/cms/customer-groups-route.tsx')).CmsCustomerGroupRoute,
      }),
    },
    {
      path: 'customers/groups/:id/edit',
      handle: requires('customers:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/customer-groups-route.tsx')).CmsCustomerGroupEditRoute,
      }),
    },
    // Discounts (SPEC §2): list, add, edit (with its uses) and copy.
    {
      path: 'discounts',
      handle: requires('marketing:read'),
      loader: load('discounts'),
      lazy: async () => ({ Component: (await import('./routes/cms/discounts-route.tsx')).CmsDiscountsRoute }),
    },
    {
      path: 'discounts/add',
      handle: requires('marketing:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/discounts-route.tsx')).CmsDiscountAddRoute,
      }),
    },
    {
      path: 'discounts/:id/edit',
      handle: requires('marketing:write'),
      loader: load('discount'),
      lazy: async () => ({
        Component: (await import('./routes/cms/discounts-route.tsx')).CmsDiscountEditRoute,
      }),
    },
    {
      path: 'discounts/:id/copy',
      handle: requires('marketing:write'),
      loader: load('discount'),
      lazy: async () => ({
        Component: (await import('./routes/cms/discounts-route.tsx')).CmsDiscountCopyRoute,
      }),
    },
    {
      path: 'customers',
      handle: requires('customers:read'),
      loader: load('customers'),
      lazy: async () => ({ Component: (await import('./routes/cms/customers-route.tsx')).CmsCustomersRoute }),
    },
    {
      path: 'customers/add',
      handle: requires('customers:write'),
      lazy: async () => ({
        Component: (await import('./routes/cms/customers-route.tsx')).CmsCustomerAddRoute,
      }),
    },
    {
      path: 'customers/:id',
      handle: requires('customers:read'),
      loader: load('customer'),
      lazy: async () => ({ Component: (await import('./routes/cms/customers-route.tsx')).CmsCustomerRoute }),
    },
    // Licenses (SPEC §2 /cms/licenses, /new, /{licenseAllocationId}).
    {
      path: 'licenses',
      handle: requires('customers:read'),
      loader: load('licenses'),
      lazy: async () => ({ Component: (await import('./routes/cms/licenses-route.tsx')).CmsLicensesRoute }),
    },
    {
      path: 'licenses/new',
      handle: requires('customers:write'),
      lazy: async () => ({ Component: (await import('./routes/cms/licenses-route.tsx')).CmsLicenseNewRoute }),
    },
    {
      path: 'licenses/:id',
      handle: requires('customers:read'),
      loader: load('license'),
      lazy: async () => ({ Component: (await import('./routes/cms/licenses-route.tsx')).CmsLicenseRoute }),
    },
    // Tenants (SPEC §7 admin tenant-management/tenants): list, add, view with users and orders, edit.
    {
      path: 'tenants',
      handle: requires('customers:read'),
      loader: load('tenants'),
      lazy: async () => ({ Component: (await import('./routes/cms/tenants-route.tsx')).CmsTenantsRoute }),
    },
    {
      path: 'tenants/add',
      handle: requires('customers:write'),
      lazy: async () => ({ Component: (await import('./routes/cms/tenants-route.tsx')).CmsTenantAddRoute }),
    },
    {
      path: 'tenants/:id',
      handle: requires('customers:read'),
      loader: load('tenant'),
      lazy: async () => ({ Component: (await import('./routes/cms/tenants-route.tsx')).CmsTenantRoute }),
    },
    {
      path: 'tenants/:id/edit',
      handle: requires('customers:write'),
      loader: load('tenant'),
      lazy: async () => ({ Component: (await import('./routes/cms/tenants-route.tsx')).CmsTenantEditRoute }),
    },
    {
      path: 'dashboard',
      handle: requires('dashboard:read'),
      loader: load('dashboard'),
      lazy: async () => ({ Component: (await import('./routes/cms/dashboard-route.tsx')).DashboardRoute }),
    },
    {
      path: 'profile',
      handle: requires('own-account'),
      lazy: async () => ({ Component: (await import('./routes/cms/profile-route.tsx')).ProfileRoute }),
    },
    {
      path: 'settings',
      handle: requires('settings:read'),
      loader: load('settings'),
      lazy: async () => ({ Component: (await import('./routes/cms/settings-route.tsx')).CmsSettingsRoute }),
    },
    { path: '*', handle: requires('products:read'), element: <CmsFallback /> },
  ];
}

function CmsFallback() {
  return <Navigate replace to={usePaths().cms.products()} />;
}

// The storefront's pages, inside its layout (header, footer) and its error boundary.
function storePages(loaders: ReturnType<typeof storeLoaders>, i18n: I18n): RouteObject[] {
  const withAccountTexts: WithTexts = async (route) => (await Promise.all([route, loadAccountTexts(i18n)]))[0];
  return [
    {
      index: true,
      handle: serverRendered,
      loader: loaders.home,
      lazy: async () => ({ Component: (await import('./routes/store/home-route.tsx')).HomeRoute }),
    },
    ...storefrontRoutes(loaders),
    ...cartRoutes(loaders, withAccountTexts),
    ...legalRoutes,
    ...accountRoutes(loaders, withAccountTexts),
    // An unknown address, or a page this brand's flags turn off (SPEC §6: the cart of a brand without
    // one): Not Found, sent with status 404 (the route's error boundary renders it).
    {
      path: '*',
      handle: serverRendered,
      loader: () => {
        throw data(null, { status: 404 });
      },
      // Never rendered (the loader always throws), but a route with nothing to render is a warning.
      Component: NotFoundPage,
    },
  ];
}

/**
 * What the language root renders with (the page's emotion caches, a server-rendered page's theme),
 * and whether the storefront's loaders wait for their data (on the server: store-loaders.ts).
 */
export type RouteOptions = Omit<LanguageRootProps, 'i18n'> & { waitForData?: boolean };

export function createRoutes(
  i18n: I18n,
  queryClient: QueryClient,
  { waitForData, ...options }: RouteOptions,
): RouteObject[] {
  const loaders = storeLoaders(queryClient, { waitForData });
  return [
    {
      path: '/:lang',
      element: <LanguageRoot i18n={i18n} {...options} />,
      ErrorBoundary: () => <RootErrorBoundary i18n={i18n} />,
      // Arabic texts are their own chunk: a page waits for them rather than draw English first.
      loader: async ({ params }) => {
        await loadLanguageTexts(i18n, params.lang);
        return null;
      },
      children: [
        {
          element: <StoreLayout />,
          loader: loaders.layout,
          // A failing page renders its error between the storefront's header and footer.
          children: [
            {
              ErrorBoundary: RouteErrorPage,
              children: storePages(loaders, i18n),
            },
          ],
        },
        ...cmsRoutes(i18n, queryClient),
      ],
    },
    { path: '*', element: <InsertLanguage /> },
  ];
}
