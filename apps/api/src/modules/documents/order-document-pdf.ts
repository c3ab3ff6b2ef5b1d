import PDFDocument from 'pdfkit';
import { intlLocale, localizeDigits, numberFormat } from '@iot/shared/digits';
import type { Language } from '@iot/shared/languages';
import { formatMoney, moneyFromMajor } from '@iot/shared/money';
import { documentTexts, type DocumentTexts } from '@iot/shared/order-documents';
import type { Order } from '@iot/shared/orders';
import type { Seller } from '@iot/shared/settings';
import { drawText, registerFonts, type Align, type Direction, type TextStyle } from './pdf-text.ts';

/**
 * An order's invoice and packing slip as A4 PDFs, in English (left to right) or Arabic (right to
 * left: the columns, the blocks and the alignment mirror). Everything comes from the order's
 * snapshot (DESIGN §Data: an order never changes when the catalog does) and the seller settings.
 */

const page = { width: 595.28, height: 841.89, margin: 40 };
const contentWidth = page.width - 2 * page.margin;
const bottom = page.height - page.margin - 24;
const grey = '#5f6368';
const rule = '#d0d4d9';

export type InvoiceInput = {
  order: Order;
  seller: Seller;
  invoice: { numberText: string; issuedAt: Date };
  /** The account's e-mail, when the order's customer still has one. */
  customerEmail: string | null;
  language: Language;
};

export type PackingSlipInput = { order: Order; seller: Seller; language: Language };

type Column = { key: string; width: number; align: Align };

/** A page under construction: where the next line goes, and boxes placed from the reading start. */
class DocumentWriter {
  readonly doc: PDFKit.PDFDocument;
  readonly direction: Direction;
  readonly texts: DocumentTexts;
  y = page.margin;

  constructor(
    readonly language: Language,
    title: string,
  ) {
    this.direction = language === 'ar' ? 'rtl' : 'ltr';
    this.texts = documentTexts[language];
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      bufferPages: true,
      lang: language,
      info: { Title: title },
      displayTitle: true,
    });
    registerFonts(this.doc);
  }

  /** A box `offset` points from the reading start (the right edge in Arabic), `width` wide. */
  box(offset: number, width: number, y = this.y) {
    const x = this.direction === 'rtl' ? page.margin + contentWidth - offset - width : page.margin + offset;
    return { x, y, width };
  }

  text(value: string, offset: number, width: number, style: TextStyle & { align?: Align }, y = this.y): number {
    return drawText(this.doc, value, this.box(offset, width, y), { ...style, direction: this.direction });
  }

  /** Lines of a block under a bold label; answers the height used. */
  block(label: string, lines: string[], offset: number, width: number): number {
    let height = this.text(label, offset, width, { size: 9, weight: 700, color: grey });
    for (const line of lines.filter((value) => value.trim() !== '')) {
      height += this.text(line, offset, width, { size: 10 }, this.y + height);
    }
    return height;
  }

  line(y = this.y, color = rule) {
    this.doc
      .moveTo(page.margin, y)
      .lineTo(page.margin + contentWidth, y)
      .lineWidth(0.6)
      .strokeColor(color)
      .stroke();
  }

  ensureRoom(height: number, onNewPage: () => void) {
    if (this.y + height <= bottom) return;
    this.doc.addPage({ size: 'A4', margin: 0 });
    this.y = page.margin;
    onNewPage();
  }

  /** The table's header row and its body, a page break repeating the header. */
  table(columns: Column[], header: Record<string, string>, rows: Record<string, string[]>[]) {
    const drawHeader = () => {
      let offset = 0;
      let height = 0;
      for (const column of columns) {
        height = Math.max(
          height,
          this.text(header[column.key] ?? '', offset, column.width - 6, {
            size: 9,
            weight: 700,
            color: grey,
            align: column.align,
          }),
        );
        offset += column.width;
      }
      this.y += height + 4;
      this.line();
      this.y += 6;
    };
    drawHeader();
    for (const row of rows) {
      // Measured on a throwaway pass would cost a second layout: a row is at most a few lines.
      const lines = Math.max(...columns.map((column) => row[column.key]?.length ?? 0), 1);
      this.ensureRoom(lines * 16 + 8, drawHeader);
      let offset = 0;
      let height = 0;
      for (const column of columns) {
        let cellHeight = 0;
        (row[column.key] ?? []).forEach((value, index) => {
          const style = index === 0 ? { size: 10 } : { size: 8.5, color: grey };
          cellHeight += this.text(
            value,
            offset,
            column.width - 6,
            { ...style, align: column.align },
            this.y + cellHeight,
          );
        });
        height = Math.max(height, cellHeight);
        offset += column.width;
      }
      this.y += height + 6;
      this.line();
      this.y += 6;
    }
  }

  /** Page numbers in every page's footer, once all pages exist. */
  footer(reference: string) {
    const range = this.doc.bufferedPageRange();
    for (let index = 0; index < range.count; index += 1) {
      this.doc.switchToPage(range.start + index);
      const label = `${reference} · ${this.texts.page} ${this.number(index + 1)} / ${this.number(range.count)}`;
      this.text(label, 0, contentWidth, { size: 8, color: grey, align: 'center' }, page.height - page.margin);
    }
  }

  number(value: number): string {
    return numberFormat(this.language).format(value);
  }

  date(value: Date | string): string {
    return new Intl.DateTimeFormat(intlLocale(this.language), { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(value),
    );
  }

  finish(): Promise<Buffer> {
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.end();
    return done;
  }
}

function addressLines(order: Order, texts: DocumentTexts, language: Language): string[] {
  const address = order.shippingAddress;
  return [
    address.fullName,
    address.address,
    address.additionalDetails,
    [address.cityName || address.city, address.countryName].filter(Boolean).join(language === 'ar' ? '، ' : ', '),
    `${texts.phone}: ${address.phoneNumber}`,
  ];
}

function sellerLines(seller: Seller, texts: DocumentTexts): string[] {
  return [seller.name, seller.address, seller.taxNumber ? `${texts.taxNumber}: ${seller.taxNumber}` : ''];
}

/** The document's heading and its facts (number, dates) across from the seller. */
function heading(writer: DocumentWriter, title: string, seller: Seller, facts: [string, string][]) {
  const { texts } = writer;
  writer.y += writer.text(title, 0, contentWidth, { size: 20, weight: 700 }) + 8;
  const half = contentWidth / 2;
  const sellerHeight = writer.block(texts.seller, sellerLines(seller, texts), 0, half - 10);
  let factsHeight = 0;
  for (const [label, value] of facts) {
    writer.text(label, half + 10, half * 0.5, { size: 9, color: grey }, writer.y + factsHeight);
    factsHeight += writer.text(
      value,
      half + 10 + half * 0.5,
      half * 0.5 - 10,
      { size: 10, weight: 700, align: 'end' },
      writer.y + factsHeight,
    );
  }
  writer.y += Math.max(sellerHeight, factsHeight) + 16;
}

export function renderInvoice(input: InvoiceInput): Promise<Buffer> {
  const { order, seller, language } = input;
  const texts = documentTexts[language];
  const writer = new DocumentWriter(language, `${texts.invoice} ${input.invoice.numberText}`);
  const money = (major: number) => formatMoney(moneyFromMajor(major, order.currency), language);
  const digits = (text: string) => localizeDigits(text, language);
  // A left-to-right isolate keeps the number whole in Arabic ('INV-' before its digits, not after).
  const invoiceNumber = `\u2066${digits(input.invoice.numberText)}\u2069`;

  heading(writer, seller.taxNumber ? texts.taxInvoice : texts.invoice, seller, [
    [texts.invoiceNumber, invoiceNumber],
    [texts.invoiceDate, writer.date(input.invoice.issuedAt)],
    [texts.orderNumber, digits(order.orderId)],
    [texts.orderDate, writer.date(order.placedAt)],
    [texts.currency, order.currency],
  ]);

  const half = contentWidth / 2;
  const buyerHeight = writer.block(texts.buyer, [order.customerName, input.customerEmail ?? ''], 0, half - 10);
  const shipHeight = writer.block(texts.shipTo, addressLines(order, texts, language), half + 10, half - 10);
  writer.y += Math.max(buyerHeight, shipHeight) + 18;

  writer.table(
    [
      { key: 'item', width: 175, align: 'start' },
      { key: 'quantity', width: 40, align: 'end' },
      { key: 'unitPrice', width: 75, align: 'end' },
      { key: 'discount', width: 70, align: 'end' },
      { key: 'tax', width: 70, align: 'end' },
      { key: 'lineTotal', width: 85, align: 'end' },
    ],
    texts,
    order.items.map((item) => ({
      item: [item.name, item.code],
      quantity: [writer.number(item.quantity)],
      unitPrice: [money(item.unitPrice)],
      discount: [money(item.discount)],
      tax: [money(item.tax)],
      lineTotal: [money(item.total)],
    })),
  );

  const totals: [string, number, boolean][] = [
    [texts.subtotal, order.subtotal, false],
    [`${texts.discount}${order.discountCode ? ` (${order.discountCode})` : ''}`, -order.discount, false],
    [texts.giftCard, -order.giftCard, false],
    [texts.shipping, order.shipping, false],
    [texts.tax, order.tax, false],
    [texts.total, order.total, true],
  ];
  const shown = totals.filter(([, amount, always], index) => always || index === 0 || index === 4 || amount !== 0);
  writer.ensureRoom(shown.length * 18 + 60, () => undefined);
  writer.y += 4;
  for (const [label, amount, strong] of shown) {
    const style = { size: strong ? 12 : 10, weight: strong ? (700 as const) : (400 as const) };
    writer.text(label, half, half * 0.55, style);
    writer.y += writer.text(money(amount), half + half * 0.55, half * 0.45, { ...style, align: 'end' }) + 2;
  }

  const payment = order.paymentDetails;
  const paidWith =
    payment.kind === 'card'
      ? `${texts.card}${payment.brand ? ` ${payment.brand}` : ''}${payment.last4 ? ` •••• ${digits(payment.last4)}` : ''}`
      : texts.bankTransfer;
  writer.y += 14;
  writer.y += writer.text(`${texts.payment}: ${paidWith}`, 0, contentWidth, { size: 9, color: grey });
  if (payment.driver === 'sandbox') writer.text(texts.testPayment, 0, contentWidth, { size: 9, color: grey });

  writer.footer(invoiceNumber);
  return writer.finish();
}

/** What goes in the parcel and where it goes: lines and quantities, no prices. */
export function renderPackingSlip(input: PackingSlipInput): Promise<Buffer> {
  const { order, seller, language } = input;
  const texts = documentTexts[language];
  const digits = (text: string) => localizeDigits(text, language);
  const writer = new DocumentWriter(language, `${texts.packingSlip} ${order.orderId}`);

  heading(writer, texts.packingSlip, seller, [
    [texts.orderNumber, digits(order.orderId)],
    [texts.orderDate, writer.date(order.placedAt)],
  ]);
  writer.y += writer.block(texts.shipTo, addressLines(order, texts, language), 0, contentWidth / 2 - 10) + 18;

  writer.table(
    [
      { key: 'item', width: 300, align: 'start' },
      { key: 'code', width: 125, align: 'start' },
      { key: 'quantity', width: 45, align: 'end' },
      { key: 'shipped', width: 45, align: 'end' },
    ],
    texts,
    order.items.map((item) => ({
      item: [item.name],
      code: [item.code],
      quantity: [writer.number(item.quantity)],
      shipped: [writer.number(item.shippedQuantity)],
    })),
  );
  writer.footer(`${texts.orderNumber} ${digits(order.orderId)}`);
  return writer.finish();
}
