import type { Language } from './languages.ts';
import type { OrderStatus } from './orders.ts';

/**
 * An order's documents: its invoice and its packing slip, as PDF. They exist once the order is
 * accepted (its payment captured, SPEC §4 in progress onwards); a pending order may still be
 * rejected and a rejected one sold nothing. An invoice once issued stays downloadable.
 */
export const orderDocumentKinds = ['invoice', 'packing-slip'] as const;
export type OrderDocumentKind = (typeof orderDocumentKinds)[number];

export const documentStatuses: readonly OrderStatus[] = ['in_progress', 'shipped', 'delivered'];

export function hasDocuments(status: OrderStatus): boolean {
  return documentStatuses.includes(status);
}

/** The invoice number as printed: its series' prefix and the gap-free number, zero-padded. */
export function invoiceNumberText(number: number): string {
  return `INV-${String(number).padStart(6, '0')}`;
}

/** The API path of a document under an order (the same under both API bases). */
export function orderDocumentPath(orderId: string, kind: OrderDocumentKind): string {
  return `/orders/${encodeURIComponent(orderId)}/${kind}.pdf`;
}

/**
 * The texts printed on the documents, in each language (every text a user sees exists in English
 * and Arabic). Amounts, dates and numbers are formatted for the language where they are printed.
 */
const englishTexts = {
  invoice: 'Invoice',
  taxInvoice: 'Tax invoice',
  packingSlip: 'Packing slip',
  invoiceNumber: 'Invoice number',
  invoiceDate: 'Invoice date',
  orderNumber: 'Order number',
  orderDate: 'Order date',
  seller: 'Seller',
  buyer: 'Bill to',
  shipTo: 'Ship to',
  taxNumber: 'Tax number',
  phone: 'Phone',
  item: 'Item',
  code: 'Code',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  discount: 'Discount',
  tax: 'Tax',
  lineTotal: 'Total',
  subtotal: 'Subtotal',
  giftCard: 'Gift card',
  shipping: 'Shipping',
  total: 'Total',
  currency: 'Currency',
  shipped: 'Shipped',
  payment: 'Payment',
  card: 'Card',
  bankTransfer: 'Bank transfer',
  testPayment: 'Test payment (sandbox): no money was charged',
  page: 'Page',
};
export type DocumentTexts = Record<keyof typeof englishTexts, string>;

const arabicTexts: DocumentTexts = {
  invoice: 'فاتورة',
  taxInvoice: 'فاتورة ضريبية',
  packingSlip: 'قائمة التعبئة',
  invoiceNumber: 'رقم الفاتورة',
  invoiceDate: 'تاريخ الفاتورة',
  orderNumber: 'رقم الطلب',
  orderDate: 'تاريخ الطلب',
  seller: 'البائع',
  buyer: 'فاتورة إلى',
  shipTo: 'الشحن إلى',
  taxNumber: 'الرقم الضريبي',
  phone: 'الهاتف',
  item: 'المنتج',
  code: 'الرمز',
  quantity: 'الكمية',
  unitPrice: 'سعر الوحدة',
  discount: 'الخصم',
  tax: 'الضريبة',
  lineTotal: 'الإجمالي',
  subtotal: 'المجموع الفرعي',
  giftCard: 'بطاقة الهدايا',
  shipping: 'الشحن',
  total: 'الإجمالي',
  currency: 'العملة',
  shipped: 'المشحون',
  payment: 'الدفع',
  card: 'بطاقة',
  bankTransfer: 'تحويل بنكي',
  testPayment: 'دفعة تجريبية (بيئة اختبار): لم يُخصم أي مبلغ',
  page: 'صفحة',
};

export const documentTexts: Record<Language, DocumentTexts> = { en: englishTexts, ar: arabicTexts };
