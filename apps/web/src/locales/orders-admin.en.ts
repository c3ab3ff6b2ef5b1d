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
};
