import { useMemo } from 'react';
import type { Language } from '@iot/shared/languages';
import { useLanguage } from './use-language.ts';

/** Query values of a link: a list repeats the parameter (`?product=a&product=b`), empty ones are left out. */
export type LinkQuery = Record<string, string | number | readonly (string | number)[] | undefined>;

function withQuery(path: string, query: LinkQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== '') params.append(key, String(item));
    }
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

const segment = (id: string) => encodeURIComponent(id);

/** Replaces (or inserts) the language segment of a path: the language switch, and paths typed without one. */
export function withLanguage(pathname: string, language: Language): string {
  const rest = pathname.replace(/^\/(en|ar)(?=\/|$)/, '');
  return `/${language}${rest.startsWith('/') ? rest : `/${rest}`}`.replace(/\/$/, '') || `/${language}`;
}

/**
 * Every link of the web app (SPEC §2 routes), built in one place: the language segment is put in
 * front here and nowhere else, ids are escaped, and a renamed route changes one line.
 */
export function pathsIn(language: Language) {
  const at = (path: string, query?: LinkQuery) => withQuery(`/${language}${path}`, query);
  return {
    home: () => at(''),
    products: (query?: LinkQuery) => at('/products', query),
    product: (id: string) => at(`/products/${segment(id)}`),
    solutions: () => at('/solutions'),
    packages: () => at('/packages'),
    licenses: () => at('/licenses'),
    about: () => at('/aboutUs'),
    contact: () => at('/contact'),
    wishlist: () => at('/wishlist'),
    cart: () => at('/cart'),
    requestQuote: (query?: { product?: string | readonly string[]; quantity?: number }) => at('/requestAQuote', query),
    profile: () => at('/profile'),
    orders: (query?: { filter?: string; page?: number }) => at('/orders', query),
    order: (id: string) => at(`/orders/${segment(id)}`),
    myRequests: () => at('/requests'),
    myRequest: (id: string) => at(`/requests/${segment(id)}`),
    /** Checkout of a request's quote, at its quoted prices. */
    quoteCheckout: (id: string) => at(`/requests/${segment(id)}/checkout`),
    terms: () => at('/termsAndConditions'),
    privacy: () => at('/privacyPolicy'),
    /** Links stored in the CMS (sliders, ads) are written without a language: '/products?type=device'. */
    stored: (link: string) => `/${language}${link === '/' ? '' : link}`,
    cmsLogin: () => at('/cms-login'),
    cmsInvite: (email?: string) => at('/cms-invite', { email }),
    cms: {
      dashboard: () => at('/cms/dashboard'),
      profile: () => at('/cms/profile'),
      products: () => at('/cms/products'),
      productAdd: () => at('/cms/products/add'),
      product: (id: string) => at(`/cms/products/${segment(id)}`),
      productEdit: (id: string) => at(`/cms/products/${segment(id)}/edit`),
      productTranslate: (id: string) => at(`/cms/products/${segment(id)}/translate`),
      productGroups: () => at('/cms/products/groups'),
      productGroupAdd: () => at('/cms/products/groups/add'),
      productGroup: (id: string) => at(`/cms/products/groups/${segment(id)}`),
      productGroupEdit: (id: string) => at(`/cms/products/groups/${segment(id)}/edit`),
      metadata: () => at('/cms/metadata'),
      /** `kindPath` is the metadata page's own path segment ('tags', 'use-cases', …). */
      metadataList: (kindPath: string) => at(`/cms/metadata/${kindPath}`),
      metadataAdd: (kindPath: string) => at(`/cms/metadata/${kindPath}/add`),
      metadataEdit: (kindPath: string, id: string) => at(`/cms/metadata/${kindPath}/${segment(id)}/edit`),
      metadataTranslate: (kindPath: string, id: string) => at(`/cms/metadata/${kindPath}/${segment(id)}/translate`),
      marketing: () => at('/cms/marketing'),
      /** `kindPath` is the marketing page's own path segment ('home-page-sliders' or 'ads'). */
      marketingList: (kindPath: string) => at(`/cms/marketing/${kindPath}`),
      marketingAdd: (kindPath: string) => at(`/cms/marketing/${kindPath}/add`),
      marketingEdit: (kindPath: string, id: string) => at(`/cms/marketing/${kindPath}/${segment(id)}/edit`),
      marketingTranslate: (kindPath: string, id: string) => at(`/cms/marketing/${kindPath}/${segment(id)}/translate`),
      requests: () => at('/cms/requests'),
      request: (id: string) => at(`/cms/requests/${segment(id)}`),
      /** SPEC §8: stock is edited on the inventory screens, not on the product. */
      inventory: (query?: { stock?: string }) => at('/cms/inventory', query),
      inventoryProduct: (productId: string) => at(`/cms/inventory/${segment(productId)}`),
      /** `customer` is `<kind>:<id>`: the orders of one customer (its profile's link). */
      orders: (query?: { customer?: string; status?: string }) => at('/cms/orders', query),
      order: (id: string) => at(`/cms/orders/${segment(id)}`),
      discounts: () => at('/cms/discounts'),
      discountAdd: () => at('/cms/discounts/add'),
      discountEdit: (id: string) => at(`/cms/discounts/${segment(id)}/edit`),
      discountCopy: (id: string) => at(`/cms/discounts/${segment(id)}/copy`),
      customers: () => at('/cms/customers'),
      customerAdd: () => at('/cms/customers/add'),
      customer: (id: string) => at(`/cms/customers/${segment(id)}`),
      customerGroups: () => at('/cms/customers/groups'),
      customerGroupAdd: () => at('/cms/customers/groups/add'),
      customerGroup: (id: string) => at(`/cms/customers/groups/${segment(id)}`),
      customerGroupEdit: (id: string) => at(`/cms/customers/groups/${segment(id)}/edit`),
      tenants: () => at('/cms/tenants'),
      tenantAdd: () => at('/cms/tenants/add'),
      tenant: (id: string) => at(`/cms/tenants/${segment(id)}`),
      tenantEdit: (id: string) => at(`/cms/tenants/${segment(id)}/edit`),
      settings: () => at('/cms/settings'),
      /** `tenant` is a tenant's id: its licenses only. */
      licenses: (query?: { tenant?: string; nearlyUsedUp?: 'true'; status?: string }) => at('/cms/licenses', query),
      licenseNew: (query?: { tenant?: string }) => at('/cms/licenses/new', query),
      license: (id: string) => at(`/cms/licenses/${segment(id)}`),
      auditLog: () => at('/cms/audit-log'),
      admins: () => at('/cms/admins'),
      auditEntry: (id: string) => at(`/cms/audit-log/${segment(id)}`),
      mail: () => at('/cms/mail'),
    },
  };
}

export type Paths = ReturnType<typeof pathsIn>;

/** The links of the current page's language. */
export function usePaths(): Paths {
  const language = useLanguage();
  return useMemo(() => pathsIn(language), [language]);
}
