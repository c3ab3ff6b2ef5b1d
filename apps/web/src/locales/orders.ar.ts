import type { DeepStrings } from './deep-strings.ts';
import type { ordersEn } from './orders.en.ts';

// Arabic texts of the customer's orders: every key of orders.en.ts (checked by the type).
export const ordersAr: DeepStrings<typeof ordersEn> = {
  title: 'طلباتي',
  empty: 'ليس لديك طلبات بعد',
  emptyPast: 'ليس لديك طلبات سابقة',
  emptyHint: 'ستظهر هنا الطلبات التي تقدمها.',
  browse: 'متابعة التسوق',
  filterLabel: 'الطلبات المعروضة',
  filters: { current: 'الحالية', past: 'السابقة' },
  orderId: 'الطلب {{id}}',
  placedAt: 'تاريخ الطلب',
  itemsQuantity: 'عدد القطع',
  total: 'الإجمالي',
  statuses: {
    pending: 'قيد الانتظار',
    in_progress: 'قيد التنفيذ',
    shipped: 'تم الشحن',
    delivered: 'تم التسليم',
    rejected: 'مرفوض',
  },
  /** A payment the sandbox provider took (DESIGN §API): test money, labelled wherever it is shown. */
  sandboxPayment: 'تجريبي',
  sandboxPaymentHint: 'دفعة تجريبية عبر مزوّد الاختبار: لم يُقتطع أي مبلغ',
  paymentStatuses: {
    authorized: 'تم تفويض الدفع',
    captured: 'مدفوع',
    cancelled: 'أُلغي الدفع',
    awaiting_transfer: 'بانتظار التحويل البنكي',
  },
  detail: {
    breadcrumbs: 'مسار التنقل',
    items: 'المنتجات',
    tracking: 'تتبع الطلب',
    summary: 'الملخص',
    estimatedDelivery: 'موعد التسليم المتوقع',
    fromQuote: 'تم الشراء من عرض سعر',
    viewQuote: 'عرض عرض السعر',
    shippingAddress: 'عنوان الشحن',
    payment: 'تفاصيل الدفع',
    card: '{{brand}} •••• {{last4}}',
    bankTransfer: 'تحويل بنكي',
    rejected: 'تم رفض هذا الطلب في {{date}}.',
    shipments: 'الشحنات',
    noShipments: 'لم يُشحن بعد',
    carrier: 'شركة الشحن',
    trackingNumber: 'رقم التتبع',
    shipmentLine: '{{name}} × {{quantity}}',
    lineDiscount: 'الخصم −{{amount}}',
  },
};
