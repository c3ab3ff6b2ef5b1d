import { bookAr } from './book.ar.ts';
import { bookEn } from './book.en.ts';
import { checkoutAr } from './checkout.ar.ts';
import { checkoutEn } from './checkout.en.ts';
import type { DeepStrings } from './deep-strings.ts';
import { ordersAr } from './orders.ar.ts';
import { ordersEn } from './orders.en.ts';

/**
 * The texts of the account pages (cart and checkout, orders, the profile's address and card books),
 * which the back office shares: not part of every page's first load; lib/i18n.ts loads them with
 * the routes that use them.
 */
export const accountEn = {
  orders: ordersEn,
  checkout: checkoutEn,
  book: bookEn,
};

// Every key of the English texts must exist here (checked by the type).
export const accountAr: DeepStrings<typeof accountEn> = {
  orders: ordersAr,
  checkout: checkoutAr,
  book: bookAr,
};
