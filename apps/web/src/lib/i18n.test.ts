import { describe, expect, expectTypeOf, it } from 'vitest';
import { accountNamespaces, backOfficeNamespaces, createI18n, loadAccountTexts, loadLanguageTexts } from './i18n.ts';
import { accountEn } from '../locales/account.ts';
import { backOfficeEn } from '../locales/back-office.ts';

describe('the app’s texts on i18next', () => {
  it('says a count in Arabic in its plural form, in Arabic-Indic digits', async () => {
    const i18n = createI18n('ar');
    await loadLanguageTexts(i18n, 'ar');
    const names = [0, 1, 2, 3, 11, 100].map((count) => i18n.t('cart.link', { count }));
    expect(names).toEqual([
      'السلة، فارغة',
      'السلة، منتج واحد',
      'السلة، منتجان',
      'السلة، ٣ منتجات',
      'السلة، ١١ منتجًا',
      'السلة، ١٠٠ منتج',
    ]);
    expect(i18n.t('errors.page.title')).toBe('تعذّر عرض هذه الصفحة');
  });

  it('says a count in English in its plural form, with a zero of its own', () => {
    const i18n = createI18n('en');
    expect([0, 1, 2].map((count) => i18n.t('cart.link', { count }))).toEqual([
      'Cart, empty',
      'Cart, 1 item',
      'Cart, 2 items',
    ]);
  });

  it('reads a key’s first segment as its namespace, and loads the account pages’ texts when asked', async () => {
    const i18n = createI18n('en');
    expect(i18n.t('common.loading')).toBe('Loading…');
    expect(i18n.hasLoadedNamespace('checkout')).toBe(false);
    await loadAccountTexts(i18n);
    expect(i18n.t('orders.statuses.pending')).toBe(accountEn.orders.statuses.pending);
  });

  it('returns a group as what it is', () => {
    const i18n = createI18n('en');
    const steps = i18n.t('auth.forgot.steps', { returnObjects: true });
    expectTypeOf(steps).toEqualTypeOf<string[]>();
    expect(steps.length).toBeGreaterThan(1);
  });

  it('knows every namespace the account and back-office tables have', () => {
    expect([...accountNamespaces].sort()).toEqual(Object.keys(accountEn).sort());
    expect([...backOfficeNamespaces].sort()).toEqual(Object.keys(backOfficeEn).sort());
  });

  // Type tests, checked by `npm run typecheck`: a key the English tables lack is refused, so each
  // `@ts-expect-error` below would itself be an error if the key were accepted.
  it('refuses a missing or misspelt key at compile time', () => {
    const { t } = createI18n('en');
    // @ts-expect-error -- no such key
    expect(t('cart.linkk', { count: 1 })).not.toMatch(/^Cart/);
    // @ts-expect-error -- no such namespace
    expect(t('nowhere.title')).toContain('title');
    expectTypeOf(t('cart.add')).toEqualTypeOf<string>();
  });
});
