import type { DeepStrings } from './deep-strings.ts';
import type { ordersAdminEn } from './orders-admin.en.ts';

export const ordersAdminAr: DeepStrings<typeof ordersAdminEn> = {
  columns: {
    orderId: 'رقم الطلب',
    customer: 'العميل',
    placed: 'تاريخ الطلب',
    items: 'العناصر',
    total: 'الإجمالي',
    status: 'الحالة',
    payment: 'الدفع',
  },
  transactions: {
    order: 'الطلب',
    customer: 'العميل',
    kind: 'النوع',
    providerRef: 'مرجع مزود الدفع',
    amount: 'المبلغ',
    status: 'الحالة',
    date: 'التاريخ',
    kinds: { authorization: 'تفويض', capture: 'تحصيل', cancellation: 'إلغاء', refund: 'استرداد' },
  },
};
