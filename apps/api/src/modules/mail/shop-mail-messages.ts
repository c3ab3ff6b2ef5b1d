import { carrierTrackingUrl } from '@iot/shared/carrier-tracking';
import { intlLocale } from '@iot/shared/digits';
import type { Language } from '@iot/shared/languages';
import { formatMoney, moneyFromMajor } from '@iot/shared/money';
import type { Order, Shipment } from '@iot/shared/orders';
import { verbatim, type MailBlock, type MailDraft } from './mail-layout.ts';

/**
 * The mails a shop sends about its business (DESIGN §API: the outbox), in English and Arabic: an
 * order's steps to its customer, what the administrators must act on, and the daily stock digest.
 * Each template is a pure function of what it tells, so the unit tests read them without a database.
 */

/** What happened to an order, as its mail tells it. */
export const orderMailEvents = [
  'placed',
  'accepted',
  'parcel-shipped',
  'shipped',
  'delivered',
  'rejected',
  'refunded',
] as const;
export type OrderMailEvent = (typeof orderMailEvents)[number];

/** What an event's mail says besides the order: the administrator's note, the amount refunded, the parcel sent. */
export type OrderMailDetails = {
  note?: string | null | undefined;
  /** A refund, in major units of the order's currency (DESIGN §Data: the API speaks major units). */
  refundedAmount?: number | undefined;
  /** The parcel a `parcel-shipped` mail tells of: one of the order's `shipments`. */
  shipmentId?: string | undefined;
};

/** The order as a mail shows it: the customer's view of it (SPEC §3 Order). */
export type MailOrder = Pick<
  Order,
  | '_id'
  | 'orderId'
  | 'placedAt'
  | 'customerName'
  | 'currency'
  | 'items'
  | 'subtotal'
  | 'discount'
  | 'shipping'
  | 'tax'
  | 'total'
  | 'shipments'
>;

/** The screens a mail links to, when the store's public address is known (PUBLIC_URL). */
export type MailLinks = { order?: string | undefined; requests?: string | undefined; backOffice?: string | undefined };

const words = {
  en: {
    item: 'Item',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    total: 'Total',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Tax',
    note: 'Note:',
    carrier: 'Carrier:',
    trackingNumber: 'Tracking number:',
    track: 'Track your parcel',
    viewOrder: 'View your order',
    openBackOffice: 'Open in the back office',
    viewRequests: 'View your requests',
    product: 'Product',
    code: 'Code',
    level: 'In stock',
    threshold: 'Low-stock threshold',
    from: 'From:',
    company: 'Company:',
    email: 'E-mail:',
    phone: 'Phone:',
    message: 'Message:',
    validUntil: 'Valid until:',
  },
  ar: {
    item: 'المنتج',
    quantity: 'الكمية',
    unitPrice: 'سعر الوحدة',
    total: 'الإجمالي',
    subtotal: 'المجموع الفرعي',
    discount: 'الخصم',
    shipping: 'الشحن',
    tax: 'الضريبة',
    note: 'ملاحظة:',
    carrier: 'شركة الشحن:',
    trackingNumber: 'رقم التتبع:',
    track: 'تتبّع الشحنة',
    viewOrder: 'عرض طلبك',
    openBackOffice: 'فتح في لوحة التحكم',
    viewRequests: 'عرض طلباتك',
    product: 'المنتج',
    code: 'الرمز',
    level: 'المتوفر',
    threshold: 'حد انخفاض المخزون',
    from: 'من:',
    company: 'الشركة:',
    email: 'البريد الإلكتروني:',
    phone: 'الهاتف:',
    message: 'الرسالة:',
    validUntil: 'صالح حتى:',
  },
} as const satisfies Record<Language, Record<string, string>>;

type EventWording = { subject: string; heading: string; intro: string };

/** The parcel a `parcel-shipped` mail tells of, and its place among the order's parcels (1 for the first). */
function parcelOf(order: MailOrder, details: OrderMailDetails): { shipment: Shipment; number: number } {
  const index = order.shipments.findIndex((shipment) => shipment._id === details.shipmentId);
  const shipment = order.shipments[index];
  if (!shipment) throw new Error(`order ${order._id} has no parcel ${details.shipmentId ?? '(none named)'}`);
  return { shipment, number: index + 1 };
}

function orderWording(
  event: OrderMailEvent | 'placed-admin',
  order: MailOrder,
  language: Language,
  details: OrderMailDetails,
): EventWording {
  const n = `#${order.orderId}`;
  const money = (amount: number) => formatMoney(moneyFromMajor(amount, order.currency, 'nearest'), language);
  const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(order.placedAt),
  );
  const ar = language === 'ar';
  switch (event) {
    case 'placed':
      return ar
        ? {
            subject: `تم استلام طلبك ${n}`,
            heading: 'شكرًا لطلبك',
            intro: `استلمنا طلبك ${n} بتاريخ ${date}. سنُعلمك عند قبوله.`,
          }
        : {
            subject: `Order ${n} received`,
            heading: 'Thank you for your order',
            intro: `We received your order ${n} on ${date}. We will let you know when it is accepted.`,
          };
    case 'placed-admin':
      return ar
        ? {
            subject: `طلب جديد ${n} من ${order.customerName}`,
            heading: `طلب جديد ${n}`,
            intro: `قدّم ${order.customerName} الطلب ${n} بقيمة ${money(order.total)}. وهو بانتظار قبوله أو رفضه.`,
          }
        : {
            subject: `New order ${n} from ${order.customerName}`,
            heading: `New order ${n}`,
            intro: `${order.customerName} placed order ${n} for ${money(order.total)}. It is waiting to be accepted or rejected.`,
          };
    case 'accepted':
      return ar
        ? {
            subject: `تم قبول طلبك ${n}`,
            heading: 'تم قبول طلبك',
            intro: `تم قبول طلبك ${n}، ونحن نجهّزه للشحن.`,
          }
        : {
            subject: `Order ${n} accepted`,
            heading: 'Your order is accepted',
            intro: `Your order ${n} has been accepted and we are preparing it for shipping.`,
          };
    case 'parcel-shipped': {
      const { number } = parcelOf(order, details);
      const rest = order.items.some((line) => line.shippedQuantity < line.quantity);
      return ar
        ? {
            subject: `تم شحن جزء من طلبك ${n}`,
            heading: 'جزء من طلبك في الطريق',
            intro: `أرسلنا الشحنة رقم ${number} من طلبك ${n}، ${rest ? 'وسنرسل لك باقي الطلب لاحقًا.' : 'وبها يكتمل شحن طلبك.'}`,
          }
        : {
            subject: `Part of order ${n} has shipped`,
            heading: 'Part of your order is on its way',
            intro: `Parcel ${number} of your order ${n} has shipped. ${rest ? 'The rest of your order will follow.' : 'With it, your whole order is on its way.'}`,
          };
    }
    case 'shipped':
      return ar
        ? { subject: `تم شحن طلبك ${n}`, heading: 'طلبك في الطريق', intro: `تم شحن طلبك ${n}.` }
        : { subject: `Order ${n} shipped`, heading: 'Your order is on its way', intro: `Your order ${n} has shipped.` };
    case 'delivered':
      return ar
        ? {
            subject: `تم تسليم طلبك ${n}`,
            heading: 'تم تسليم طلبك',
            intro: `تم تسليم طلبك ${n}. شكرًا لتسوقك معنا.`,
          }
        : {
            subject: `Order ${n} delivered`,
            heading: 'Your order has been delivered',
            intro: `Your order ${n} has been delivered. Thank you for shopping with us.`,
          };
    case 'rejected':
      return ar
        ? {
            subject: `تعذّر قبول طلبك ${n}`,
            heading: 'تعذّر قبول طلبك',
            intro: `تعذّر علينا قبول طلبك ${n}. إن كان مبلغ محجوزًا على بطاقتك فقد تم تحريره.`,
          }
        : {
            subject: `Order ${n} could not be accepted`,
            heading: 'Your order could not be accepted',
            intro: `We could not accept your order ${n}. Any amount held on your card has been released.`,
          };
    case 'refunded': {
      const amount = money(details.refundedAmount ?? order.total);
      return ar
        ? {
            subject: `استرداد مبلغ من طلبك ${n}`,
            heading: 'تم رد المبلغ',
            intro: `رددنا ${amount} من طلبك ${n}. قد يستغرق ظهوره في كشف حسابك بضعة أيام.`,
          }
        : {
            subject: `Refund for order ${n}`,
            heading: 'Your refund is on its way',
            intro: `We refunded ${amount} of your order ${n}. It may take a few days to appear on your statement.`,
          };
    }
  }
}

function linesTable(order: MailOrder, language: Language): MailBlock {
  const w = words[language];
  const money = (amount: number) => formatMoney(moneyFromMajor(amount, order.currency, 'nearest'), language);
  const foot: string[][] = [[w.subtotal, money(order.subtotal)]];
  if (order.discount > 0) foot.push([w.discount, `-${money(order.discount)}`]);
  if (order.shipping > 0) foot.push([w.shipping, money(order.shipping)]);
  if (order.tax > 0) foot.push([w.tax, money(order.tax)]);
  foot.push([w.total, money(order.total)]);
  return {
    kind: 'table',
    head: [w.item, w.quantity, w.total],
    rows: order.items.map((line) => [verbatim(line.name), String(line.quantity), money(line.subtotal)]),
    // The foot's label spans what the line's name and quantity take in the body.
    foot: foot.map(([label = '', value = '']) => [label, '', value]),
  };
}

/** One parcel: its carrier, its tracking number and, for a carrier we know, the link to track it. */
function shipmentBlock(shipment: Shipment, language: Language): MailBlock[] {
  const w = words[language];
  const url = carrierTrackingUrl(shipment.carrier, shipment.trackingNumber);
  return [
    { kind: 'verbatim', label: w.carrier, value: shipment.carrier },
    { kind: 'verbatim', label: w.trackingNumber, value: shipment.trackingNumber },
    ...(url ? [{ kind: 'link' as const, label: w.track, href: url }] : []),
  ];
}

function shipmentBlocks(order: MailOrder, language: Language): MailBlock[] {
  return order.shipments.flatMap((shipment) => shipmentBlock(shipment, language));
}

/** What one parcel holds: each of its lines by the order line's name, with the quantity in the parcel. */
function parcelTable(order: MailOrder, shipment: Shipment, language: Language): MailBlock {
  const w = words[language];
  const names = new Map(order.items.map((line) => [line._id, line.name]));
  return {
    kind: 'table',
    head: [w.item, w.quantity],
    rows: shipment.lines.flatMap((line) => {
      const name = names.get(line.lineId);
      return name === undefined ? [] : [[verbatim(name), String(line.quantity)]];
    }),
  };
}

/** An order's mail to its customer, or (`placed-admin`) the new order's mail to an administrator. */
export function orderMailDraft(
  event: OrderMailEvent | 'placed-admin',
  order: MailOrder,
  language: Language,
  details: OrderMailDetails = {},
  links: MailLinks = {},
): MailDraft {
  const w = words[language];
  const { subject, heading, intro } = orderWording(event, order, language, details);
  const parcel = event === 'parcel-shipped' ? parcelOf(order, details).shipment : undefined;
  const blocks: MailBlock[] = [{ kind: 'text', text: intro }];
  if (event === 'shipped') blocks.push(...shipmentBlocks(order, language));
  if (parcel) blocks.push(...shipmentBlock(parcel, language));
  if (details.note) blocks.push({ kind: 'text', text: `${w.note} ${details.note}` });
  // A parcel's mail lists what that parcel holds; the others the whole order with its totals.
  if (parcel) blocks.push(parcelTable(order, parcel, language));
  else if (event !== 'delivered') blocks.push(linesTable(order, language));
  const link = event === 'placed-admin' ? links.backOffice : links.order;
  if (link) blocks.push({ kind: 'link', label: event === 'placed-admin' ? w.openBackOffice : w.viewOrder, href: link });
  return { subject, heading, blocks };
}

/** A quote request or message from the storefront (SPEC §3), as the administrators' mail tells it. */
export type MailRequest = {
  type: 'quote' | 'message';
  fullName: string;
  email: string;
  phoneNumber: string;
  companyName: string;
  message: string;
  products: readonly { name: string; code: string; quantity: number }[];
};

export function requestReceivedDraft(request: MailRequest, language: Language, links: MailLinks = {}): MailDraft {
  const w = words[language];
  const ar = language === 'ar';
  const quote = request.type === 'quote';
  const subject = quote
    ? ar
      ? `طلب عرض سعر جديد من ${request.fullName}`
      : `New quote request from ${request.fullName}`
    : ar
      ? `رسالة جديدة من ${request.fullName}`
      : `New message from ${request.fullName}`;
  const blocks: MailBlock[] = [
    { kind: 'verbatim', label: w.from, value: request.fullName },
    ...(request.companyName ? [{ kind: 'verbatim' as const, label: w.company, value: request.companyName }] : []),
    { kind: 'verbatim', label: w.email, value: request.email },
    { kind: 'verbatim', label: w.phone, value: request.phoneNumber },
  ];
  if (request.products.length > 0)
    blocks.push({
      kind: 'table',
      head: [w.product, w.code, w.quantity],
      rows: request.products.map((item) => [verbatim(item.name), verbatim(item.code), String(item.quantity)]),
    });
  if (request.message) blocks.push({ kind: 'text', text: `${w.message} ${request.message}` });
  if (links.backOffice) blocks.push({ kind: 'link', label: w.openBackOffice, href: links.backOffice });
  return { subject, heading: subject, blocks };
}

/** A quote the back office answered: its lines at their unit prices, until when they hold, and a note. */
export type MailQuote = {
  customerName: string;
  currency: string;
  lines: readonly { name: string; quantity: number; unitPrice: number }[];
  /** An ISO instant, or null when the quote does not expire. */
  validUntil: string | null;
  note?: string | null | undefined;
};

export function quoteAnsweredDraft(quote: MailQuote, language: Language, links: MailLinks = {}): MailDraft {
  const w = words[language];
  const ar = language === 'ar';
  const money = (amount: number) => formatMoney(moneyFromMajor(amount, quote.currency, 'nearest'), language);
  const total = quote.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const subject = ar ? 'عرض السعر الخاص بك جاهز' : 'Your quote is ready';
  const blocks: MailBlock[] = [
    {
      kind: 'text',
      text: ar
        ? `مرحبًا ${quote.customerName}، أعددنا عرض السعر الذي طلبته. يمكنك قبوله أو رفضه من صفحة طلباتك.`
        : `Hello ${quote.customerName}, we have prepared the quote you asked for. You can accept or decline it from your requests.`,
    },
    {
      kind: 'table',
      head: [w.item, w.quantity, w.unitPrice],
      rows: quote.lines.map((line) => [verbatim(line.name), String(line.quantity), money(line.unitPrice)]),
      foot: [[w.total, '', money(total)]],
    },
  ];
  if (quote.validUntil) {
    const date = new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(quote.validUntil),
    );
    blocks.push({ kind: 'text', text: `${w.validUntil} ${date}` });
  }
  if (quote.note) blocks.push({ kind: 'text', text: `${w.note} ${quote.note}` });
  if (links.requests) blocks.push({ kind: 'link', label: w.viewRequests, href: links.requests });
  return { subject, heading: subject, blocks };
}

/** A product at or under its low-stock threshold, for the daily digest. */
export type LowStockLine = { name: string; code: string; level: number; lowStockThreshold: number };

export function lowStockDigestDraft(
  lines: readonly LowStockLine[],
  language: Language,
  links: MailLinks = {},
): MailDraft {
  const w = words[language];
  const ar = language === 'ar';
  const count = lines.length;
  const subject = ar ? `مخزون منخفض: ${count} من المنتجات` : `Low stock: ${count} product${count === 1 ? '' : 's'}`;
  const blocks: MailBlock[] = [
    {
      kind: 'text',
      text: ar
        ? 'هذه المنتجات عند حد انخفاض المخزون أو دونه اليوم:'
        : 'These products are at or below their low-stock threshold today:',
    },
    {
      kind: 'table',
      head: [w.product, w.code, w.level, w.threshold],
      rows: lines.map((line) => [
        verbatim(line.name),
        verbatim(line.code),
        String(line.level),
        String(line.lowStockThreshold),
      ]),
    },
  ];
  if (links.backOffice) blocks.push({ kind: 'link', label: w.openBackOffice, href: links.backOffice });
  return { subject, heading: subject, blocks };
}
