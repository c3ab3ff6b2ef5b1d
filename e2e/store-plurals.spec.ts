import { expect, test } from './fixtures.ts';
import { cartAr } from '../apps/web/src/locales/cart.ar.ts';
import { storeAr } from '../apps/web/src/locales/store.ar.ts';

/**
 * Issue 26: counts in Arabic take the plural form Arabic's rules give them (zero, one, two, few,
 * many, other: i18next with Intl.PluralRules), in Arabic-Indic digits: the cart badge's name and
 * the product list's count.
 */
const arabicDigits = (value: number) => new Intl.NumberFormat('ar-u-nu-arab', { useGrouping: false }).format(value);

const expected = (texts: Record<string, unknown>, key: string, count: number, values: Record<string, string> = {}) => {
  const form = count === 0 ? 'zero' : new Intl.PluralRules('ar').select(count);
  const text = texts[`${key}_${form}`];
  if (typeof text !== 'string') throw new Error(`${key}_${form} is missing`);
  return Object.entries({ ...values, 'count, number': arabicDigits(count) }).reduce(
    (filled, [name, value]) => filled.replace(`{{${name}}}`, value),
    text,
  );
};

test('the cart badge names 0, 1, 2, 3, 11 and 100 items in their Arabic plural forms', async ({ page }) => {
  const listed = await page.request.get('/marketplace-customer/products', { params: { limit: 1 } });
  const id = ((await listed.json()) as { data: { _id: string }[] }).data[0]?._id;
  if (!id) throw new Error('the demo catalog has no product');
  await page.goto('/ar');
  const names: string[] = [];
  for (const count of [0, 1, 2, 3, 11, 100]) {
    await page.evaluate(
      ([productId, quantity]) =>
        localStorage.setItem('cart', JSON.stringify(quantity ? { [productId]: { id: productId, quantity } } : {})),
      [id, count] as const,
    );
    await page.reload();
    const name = expected(cartAr, 'link', count);
    await expect(page.getByTestId('cart-link')).toHaveAccessibleName(name);
    names.push(name);
  }
  // Six counts, six different forms: zero, one, two, few (3), many (11), other (100).
  expect(new Set(names).size).toBe(6);
  expect(names[2]).toBe('السلة، منتجان');
  expect(names[4]).toBe('السلة، ١١ منتجًا');
});

test('the Arabic product list counts its products in the plural form of the total', async ({ page }) => {
  const listed = await page.request.get('/marketplace-customer/products', { params: { limit: 1 } });
  const total = ((await listed.json()) as { meta: { total: number } }).meta.total;
  await page.goto('/ar/products');
  const shown = Math.min(total, 9);
  await expect(page.getByTestId('result-count')).toHaveText(
    expected(storeAr.products, 'showing', total, { first: arabicDigits(1), last: arabicDigits(shown) }),
  );
});
