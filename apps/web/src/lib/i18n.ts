import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { isRtl, isSupportedLanguage, supportedLanguageCodes, type Language } from '@iot/shared/languages';
import { en } from '../locales/en.ts';
import { formatNumber } from './format.ts';
import { lazyModule } from './lazy-module.ts';
import { loadRtlStyles } from './rtl-styles.ts';

export type I18n = i18n;

/**
 * The app's texts are i18next namespaces, one per top-level group of the tables (`common`, `store`,
 * `cart`, …). A key names its namespace as its first segment (`cart.link`): i18next reads it so
 * when the namespace separator is the key separator and the namespace is one it knows.
 */
const storefrontNamespaces = Object.keys(en) as (keyof typeof en)[];
/** The account pages' texts (locales/account.ts): with the cart, orders and profile routes, and the back office. */
export const accountNamespaces = ['orders', 'checkout', 'book'] as const;
/** The back office's texts (locales/back-office.ts): with its routes only (DESIGN §Web). */
export const backOfficeNamespaces = [
  'cms',
  'catalog',
  'inventory',
  'customers',
  'customerGroups',
  'ordersAdmin',
  'discounts',
  'marketing',
  'settings',
  'licenses',
  'tenants',
  'auditLog',
  'staff',
  'mail',
] as const;

const isIn = <Name extends string>(list: readonly Name[], name: string): name is Name =>
  (list as readonly string[]).includes(name);

// Each module is imported once, however many of its namespaces i18next asks for at a time.
const arabicStorefrontTexts = lazyModule(() => import('../locales/ar.ts'));
const accountTexts = lazyModule(() => import('../locales/account.ts'));
const backOfficeTexts = lazyModule(() => import('../locales/back-office.ts'));

/**
 * Where a namespace's texts come from: English storefront texts are in the first load; the Arabic
 * ones, the account pages' and the back office's are chunks of their own.
 */
async function namespaceTexts(language: string, namespace: string): Promise<object | undefined> {
  const arabic = language === 'ar';
  if (isIn(accountNamespaces, namespace)) {
    const { accountEn, accountAr } = await accountTexts.load();
    return (arabic ? accountAr : accountEn)[namespace];
  }
  if (isIn(backOfficeNamespaces, namespace)) {
    const { backOfficeEn, backOfficeAr } = await backOfficeTexts.load();
    return (arabic ? backOfficeAr : backOfficeEn)[namespace];
  }
  if (arabic && isIn(storefrontNamespaces, namespace)) return (await arabicStorefrontTexts.load()).ar[namespace];
  return undefined;
}

// i18next-resources-to-backend takes a loaded module's `default` export when it has one, so the
// texts go under `default`: a namespace with a `default` key of its own (errors.default) stays whole.
async function loadNamespace(language: string, namespace: string): Promise<{ default: object } | undefined> {
  const texts = await namespaceTexts(language, namespace);
  return texts && { default: texts };
}

/**
 * The texts of one app (a browser tab, or one page rendered on the server), starting in `language`
 * with English as the fallback. English storefront texts are there at once; Arabic arrives through
 * loadLanguageTexts, the other namespaces through loadAccountTexts and loadBackOfficeTexts.
 */
export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance().use(resourcesToBackend(loadNamespace));
  void instance.init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...supportedLanguageCodes],
    ns: storefrontNamespaces,
    defaultNS: 'common',
    nsSeparator: '.',
    resources: { en },
    partialBundledLanguages: true,
    // The English texts are bundled: ready without waiting, on the server as in the browser.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    // Every namespace is loaded by the route that needs it before the route renders (app/router.tsx).
    react: { useSuspense: false },
  });
  // Numbers in texts (`{{count, number}}`) in the language's own digits, as everywhere (lib/format.ts).
  instance.services.formatter?.add('number', (value: number, language) =>
    formatNumber(value, isSupportedLanguage(language) ? language : 'en'),
  );
  return instance;
}

/**
 * Loads `language`'s texts of every namespace in use when it is Arabic, with the right-to-left
 * styles (lib/theme.ts); an English page never downloads either. The language route's loader awaits
 * this, so no page renders a frame in the English fallback, or with left-to-right styles.
 */
export async function loadLanguageTexts(i18n: I18n, language: string | undefined): Promise<void> {
  if (!isSupportedLanguage(language) || language === 'en') return;
  await Promise.all([i18n.loadLanguages(language), isRtl(language) ? loadRtlStyles() : undefined]);
}

/** The account pages' texts, in the page's language and English, before their route renders. */
export async function loadAccountTexts(i18n: I18n): Promise<void> {
  await i18n.loadNamespaces([...accountNamespaces]);
}

/**
 * The back office's texts (and the account pages', which it shows too). The CMS routes' `lazy`
 * awaits this before handing over their component, so no CMS screen renders untranslated keys.
 */
export async function loadBackOfficeTexts(i18n: I18n): Promise<void> {
  await i18n.loadNamespaces([...accountNamespaces, ...backOfficeNamespaces]);
}
