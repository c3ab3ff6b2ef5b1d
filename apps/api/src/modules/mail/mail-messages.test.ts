import { describe, expect, it } from 'vitest';
import { resolveBrand } from '@iot/shared/brands';
import { layOutMail } from './mail-layout.ts';
import { renderMail } from './mail-messages.ts';
import { orderMailDraft, type MailOrder } from './shop-mail-messages.ts';

const sender = { brand: resolveBrand('alef') };

describe('renderMail', () => {
  it('writes the code in English mails as typed', () => {
    const mail = renderMail({ kind: 'reset-password-code', code: '01234567' }, 'en', sender);
    expect(mail.subject).toBe('Your password reset code');
    expect(mail.text).toContain('01234567');
    expect(mail.text).toContain('valid for 10 minutes');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });

  it('writes Arabic prose with Arabic-Indic digits and the code in both digit sets', () => {
    const mail = renderMail({ kind: 'verify-registration-code', code: '01234567' }, 'ar', sender);
    expect(mail.text).toContain('٠١٢٣٤٥٦٧ (01234567)');
    expect(mail.text).toContain('١٠ دقائق');
    expect(mail.text.replace('(01234567)', '')).not.toMatch(/[0-9]/);
    expect(mail.html).toContain('dir="rtl"');
  });

  it('tells an existing account holder about the attempt without a code', () => {
    const mail = renderMail({ kind: 'account-exists' }, 'en', sender);
    expect(mail.subject).toBe('You already have an account');
    expect(mail.text).not.toMatch(/\d{8}/);
  });
});

describe('orderMailDraft: a parcel of an order', () => {
  const line = (id: string, name: string, quantity: number, shippedQuantity: number) => ({
    _id: id,
    productId: null,
    name,
    code: id,
    image: null,
    quantity,
    shippedQuantity,
    unitPrice: 10,
    subtotal: quantity * 10,
    discount: 0,
    tax: 0,
    total: quantity * 10,
    refundedQuantity: 0,
  });
  /** Forty trackers and two gateways: the first parcel held 25 trackers, the second (this one) 10 and both gateways. */
  const order = (names: { tracker: string; gateway: string; sim: string }): MailOrder => ({
    _id: 'order-1',
    orderId: '1042',
    placedAt: '2025-03-01T10:00:00.000Z',
    customerName: 'Nile Fleet',
    currency: 'AED',
    items: [
      line('line-tracker', names.tracker, 40, 35),
      line('line-gateway', names.gateway, 2, 2),
      line('line-sim', names.sim, 5, 0),
    ],
    subtotal: 470,
    discount: 0,
    shipping: 0,
    tax: 0,
    total: 470,
    shipments: [
      {
        _id: 'parcel-1',
        carrier: 'Aramex',
        trackingNumber: 'ARX-FIRST-1',
        createdAt: '2025-03-02T10:00:00.000Z',
        lines: [{ lineId: 'line-tracker', quantity: 25 }],
      },
      {
        _id: 'parcel-2',
        carrier: 'DHL',
        trackingNumber: 'JD0142',
        createdAt: '2025-03-03T10:00:00.000Z',
        lines: [
          { lineId: 'line-tracker', quantity: 10 },
          { lineId: 'line-gateway', quantity: 2 },
        ],
      },
    ],
  });
  const english = order({ tracker: 'GPS Tracker T1', gateway: 'LoRa Gateway G2', sim: 'Data SIM' });
  const arabic = order({ tracker: 'متتبع GPS', gateway: 'بوابة LoRa G2', sim: 'شريحة بيانات' });
  const links = { order: 'https://shop.example/en/orders/order-1' };

  it('tells the customer in English which parcel left, its tracking and what it holds, and that the rest follows', () => {
    const draft = orderMailDraft('parcel-shipped', english, 'en', { shipmentId: 'parcel-2' }, links);
    expect(draft.subject).toBe('Part of order #1042 has shipped');
    expect(draft.heading).toBe('Part of your order is on its way');
    expect(draft.blocks).toEqual([
      { kind: 'text', text: 'Parcel 2 of your order #1042 has shipped. The rest of your order will follow.' },
      { kind: 'verbatim', label: 'Carrier:', value: 'DHL' },
      { kind: 'verbatim', label: 'Tracking number:', value: 'JD0142' },
      {
        kind: 'link',
        label: 'Track your parcel',
        href: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0142',
      },
      {
        kind: 'table',
        head: ['Item', 'Quantity'],
        rows: [
          [{ verbatim: 'GPS Tracker T1' }, '10'],
          [{ verbatim: 'LoRa Gateway G2' }, '2'],
        ],
      },
      { kind: 'link', label: 'View your order', href: links.order },
    ]);
    const mail = layOutMail(draft, 'en', sender);
    expect(mail.text).toContain('JD0142');
    // Neither the other parcel nor the line still waiting, nor the order's totals.
    expect(mail.text).not.toContain('ARX-FIRST-1');
    expect(mail.text).not.toContain('Data SIM');
    expect(mail.text).not.toContain('Total');
  });

  it('says so when the parcel completes the order', () => {
    const complete = {
      ...english,
      items: english.items.map((item) => ({ ...item, shippedQuantity: item.quantity })),
    };
    const draft = orderMailDraft('parcel-shipped', complete, 'en', { shipmentId: 'parcel-1' });
    expect(draft.blocks[0]).toEqual({
      kind: 'text',
      text: 'Parcel 1 of your order #1042 has shipped. With it, your whole order is on its way.',
    });
    expect(draft.blocks).toContainEqual({ kind: 'verbatim', label: 'Tracking number:', value: 'ARX-FIRST-1' });
  });

  it('tells it in Arabic, with Arabic-Indic digits in the prose and the tracking number as typed', () => {
    const draft = orderMailDraft('parcel-shipped', arabic, 'ar', { shipmentId: 'parcel-2' }, links);
    const mail = layOutMail(draft, 'ar', sender);
    expect(mail.subject).toBe('تم شحن جزء من طلبك #١٠٤٢');
    expect(mail.text).toContain('جزء من طلبك في الطريق');
    expect(mail.text).toContain('أرسلنا الشحنة رقم ٢ من طلبك #١٠٤٢، وسنرسل لك باقي الطلب لاحقًا.');
    expect(mail.text).toContain('رقم التتبع: JD0142');
    expect(mail.text).toContain('تتبّع الشحنة: https://www.dhl.com/global-en/home/tracking.html?tracking-id=JD0142');
    expect(mail.text).toContain('متتبع GPS · ١٠');
    // A product's name is written as it is named: its model number keeps its Latin digit.
    expect(mail.text).toContain('بوابة LoRa G2 · ٢');
    expect(mail.html).toContain('<span dir="auto" style="unicode-bidi:isolate">بوابة LoRa G2</span>');
    expect(mail.text).not.toContain('شريحة بيانات');
    expect(mail.text).not.toContain('ARX-FIRST-1');
    expect(mail.html).toContain('dir="rtl"');
  });

  it('refuses a parcel the order does not have', () => {
    expect(() => orderMailDraft('parcel-shipped', english, 'en', { shipmentId: 'parcel-9' })).toThrow(/parcel-9/);
  });
});
