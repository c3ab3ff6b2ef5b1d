/** Back-office order texts (SPEC §2 /cms/orders). */
export const ordersAdminEn = {
  columns: {
    orderId: 'Order ID',
    customer: 'Customer',
    placed: 'Placed',
    items: 'Items',
    total: 'Total',
    status: 'Status',
    payment: 'Payment',
  },
  transactions: {
    order: 'Order',
    customer: 'Customer',
    kind: 'Kind',
    providerRef: 'Provider Reference',
    amount: 'Amount',
    status: 'Status',
    date: 'Date',
    kinds: { authorization: 'Authorization', capture: 'Capture', cancellation: 'Cancellation', refund: 'Refund' },
  },
};
