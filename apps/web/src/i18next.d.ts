import type { accountEn } from './locales/account.ts';
import type { backOfficeEn } from './locales/back-office.ts';
import type { en } from './locales/en.ts';

type Resources = typeof en & typeof accountEn & typeof backOfficeEn;

/**
 * Typed keys (lib/i18n.ts): `t` takes only keys the English tables have, so a missing or misspelt
 * key fails `npm run typecheck`, and a group asked for with `returnObjects` has its own type. Every
 * key names its namespace (`cart.link`), which i18next resolves whatever namespace `useTranslation`
 * was given, so every namespace is the default one to the types; at run time it is `common`, and
 * `useTranslation()` waits for nothing else.
 */
declare module 'i18next' {
  // i18next's types are configured by augmenting its interface, which a type alias cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface CustomTypeOptions {
    defaultNS: ['common', ...Exclude<keyof Resources, 'common'>[]];
    nsSeparator: '.';
    resources: Resources;
  }
}
