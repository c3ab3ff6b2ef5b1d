import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from '@iot/shared/orders';
import type { OutboxMail } from '@iot/shared/mail';
import { bearer } from '../../test/auth-helpers.ts';
import { signInDemoCompany, signInDemoTenantUser, type CustomerSession } from '../../test/customer-sessions.ts';
import { adminHeaders, createProduct, placeTestOrder } from '../../test/order-helpers.ts';
import { createTestApp, databaseTargets, demoAccounts, type TestApp } from '../../test/test-app.ts';
import { withDb } from '../../service-context.ts';
import { queueLowStockDigest } from './low-stock-digest.ts';
import { mailRetry } from './mailer.ts';

/**
 * A real SMTP server (the `smtp-server` package) on 127.0.0.1 that keeps what it receives, parsed
 * with `mailparser` as a mail client would read it, and refuses the next `refuse` messages with a
 * temporary error (451), as a server that is down or overloaded does.
 */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  const state = { refuse: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (state.refuse > 0) {
            state.refuse -= 1;
            const refusal = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
            callback(refusal);
            return;
          }
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type SmtpServer = Awaited<ReturnType<typeof startSmtpServer>>;

const toOf = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) => to.value.map((a) => a.address));

describe.each(databaseTargets())('the shop’s mail through a real SMTP server on $name', (target) => {
  let t: TestApp;
  let smtp: SmtpServer;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(target, {
      configure: (config) => ({
        ...config,
        publicUrl: 'https://shop.example',
        mail: { smtpUrl: smtp.url, from: 'Alef IoT <orders@shop.example>' },
      }),
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.reset();
    await t.app.mailer.settled();
    smtp.received.length = 0;
    smtp.state.refuse = 0;
    t.clock.reset();
  });

  /** What the SMTP server received to `to` since the last call, once every queued mail had its pass. */
  async function receivedBy(to: string): Promise<ParsedMail[]> {
    await t.app.mailer.settled();
    const mails = smtp.received.filter((mail) => toOf(mail).includes(to));
    smtp.received.splice(0, smtp.received.length, ...smtp.received.filter((mail) => !mails.includes(mail)));
    return mails;
  }

  async function move(order: Order, from: string, to: string, extra: object = {}) {
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace/orders/${order._id}/status`,
      headers: await adminHeaders(t),
      payload: { from, to, ...extra },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function orderOf(customer: CustomerSession) {
    const product = await createProduct(t, { code: `MAIL-${Date.now()}`, price: 40, stock: 10 });
    return placeTestOrder(t, customer.headers, [{ id: product, quantity: 2 }], { fullName: 'Sara Customer' });
  }

  it('mails an order’s whole life to its customer, and the new order to the administrators', async () => {
    const customer = await signInDemoTenantUser(t);
    const order = await orderOf(customer);
    const number = `#${order.orderId}`;

    const [placed, ...others] = await receivedBy(demoAccounts.tenantUser.email);
    expect(others).toHaveLength(0);
    expect(placed?.subject).toBe(`Order ${number} received`);
    expect(placed?.from?.value).toEqual([{ name: 'Alef IoT', address: 'orders@shop.example' }]);
    expect(placed?.html).toContain('<html lang="en" dir="ltr">');
    expect(placed?.html).toContain(order.items[0]?.name);
    expect(placed?.text).toContain('We received your order');
    expect(placed?.text).toContain(`https://shop.example/en/orders/${order._id}`);
    const [notice] = await receivedBy(demoAccounts.admin.email);
    expect(notice?.subject).toBe(`New order ${number} from Sara Customer`);
    expect(notice?.text).toContain(`https://shop.example/en/cms/orders/${order._id}`);

    await move(order, 'pending', 'in_progress');
    expect((await receivedBy(demoAccounts.tenantUser.email)).map((mail) => mail.subject)).toEqual([
      `Order ${number} accepted`,
    ]);

    const lines = order.items.map((line) => ({ lineId: line._id, quantity: line.quantity }));
    await move(order, 'in_progress', 'shipped', {
      shipment: { carrier: 'Aramex', trackingNumber: 'AWB 7781', lines },
    });
    const [shipped] = await receivedBy(demoAccounts.tenantUser.email);
    expect(shipped?.subject).toBe(`Order ${number} shipped`);
    const trackingUrl = 'https://www.aramex.com/us/en/track/results?ShipmentNumber=AWB%207781';
    expect(shipped?.text).toContain('Carrier: Aramex');
    expect(shipped?.text).toContain('Tracking number: AWB 7781');
    expect(shipped?.text).toContain(trackingUrl);
    expect(shipped?.html).toContain(`href="${trackingUrl}"`);

    await move(order, 'shipped', 'delivered');
    expect((await receivedBy(demoAccounts.tenantUser.email)).map((mail) => mail.subject)).toEqual([
      `Order ${number} delivered`,
    ]);
    // Nothing more went to the administrators than the new order.
    expect(await receivedBy(demoAccounts.admin.email)).toHaveLength(0);
  });

  it('writes to an Arabic customer in Arabic, right to left with Arabic-Indic digits, and tells of a rejection', async () => {
    const customer = await signInDemoCompany(t);
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/marketplace-customer/companies/${customer.id}`,
      headers: customer.headers,
      payload: { language: 'ar' },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const order = await orderOf(customer);
    const arabicNumber = `#${order.orderId.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'.charAt(Number(digit)))}`;

    const [placed] = await receivedBy(demoAccounts.company.email);
    expect(placed?.subject).toBe(`تم استلام طلبك ${arabicNumber}`);
    expect(placed?.html).toContain('<html lang="ar" dir="rtl">');
    expect(placed?.text).toContain('شكرًا لطلبك');
    expect(placed?.text).toContain(`https://shop.example/ar/orders/${order._id}`);
    // The administrator reads English whatever the customer's language.
    expect((await receivedBy(demoAccounts.admin.email))[0]?.subject).toMatch(/^New order #\d+ from /);

    await move(order, 'pending', 'rejected');
    const [rejected] = await receivedBy(demoAccounts.company.email);
    expect(rejected?.subject).toBe(`تعذّر قبول طلبك ${arabicNumber}`);
    expect(rejected?.text).toContain('تعذّر علينا قبول طلبك');
    // Its prose has no Latin digit; links and the product's name (its code in it) stay as written.
    const lineNames = order.items.map((line) => line.name);
    const prose = lineNames.reduce((text, name) => text.replaceAll(name, ''), rejected?.text ?? '');
    expect(prose.replace(/https:\S+/g, '')).not.toMatch(/[0-9]/);
  });

  it('keeps a mail the SMTP server refuses, and retries it with back-off until it is accepted', async () => {
    smtp.state.refuse = 2;
    const response = await t.app.inject({
      method: 'POST',
      url: '/marketplace-customer/requests',
      payload: {
        type: 'quote',
        fullName: 'Omar Nasser',
        phoneNumber: '+971 50 123 4567',
        email: 'omar@nilefleet.example',
        companyName: 'Nile Fleet Co',
        message: 'Forty trackers for our vans.',
        products: [{ productId: await createProduct(t, { code: 'QUOTE-1', price: 10, stock: 5 }), quantity: 40 }],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const outbox = async () => {
      const listed = await t.app.inject({
        method: 'GET',
        url: `/marketplace/mail?search=${encodeURIComponent('Omar Nasser')}`,
        headers: bearer(await t.adminToken()),
      });
      expect(listed.statusCode, listed.body).toBe(200);
      return listed.json<{ data: OutboxMail[] }>().data;
    };

    // First attempt refused: pending, one attempt, the server's answer, tried again a minute later.
    expect(await receivedBy(demoAccounts.admin.email)).toHaveLength(0);
    const [first] = await outbox();
    expect(first).toMatchObject({ status: 'pending', attempts: 1, kind: 'quote-received', sentAt: null });
    expect(first?.lastError).toContain('451');
    const firstWait = Date.parse(first?.nextAttemptAt ?? '') - t.clock.now().getTime();
    expect(firstWait).toBeGreaterThan(55_000);
    expect(firstWait).toBeLessThanOrEqual(60_000);

    // Not due yet: a pass leaves it alone.
    expect(await receivedBy(demoAccounts.admin.email)).toHaveLength(0);
    expect((await outbox())[0]?.attempts).toBe(1);

    // Refused again: the wait doubles.
    t.clock.advance(61_000);
    expect(await receivedBy(demoAccounts.admin.email)).toHaveLength(0);
    const [second] = await outbox();
    expect(second).toMatchObject({ status: 'pending', attempts: 2 });
    const secondWait = Date.parse(second?.nextAttemptAt ?? '') - t.clock.now().getTime();
    expect(secondWait).toBeGreaterThan(115_000);
    expect(secondWait).toBeLessThanOrEqual(120_000);

    t.clock.advance(121_000);
    const [delivered] = await receivedBy(demoAccounts.admin.email);
    expect(delivered?.subject).toBe('New quote request from Omar Nasser');
    expect(delivered?.text).toContain('Forty trackers for our vans.');
    expect(delivered?.text).toMatch(/QUOTE-1 · 40/);
    expect((await outbox())[0]).toMatchObject({ status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
  });

  it('gives up after the last attempt, and an administrator’s resend delivers it (audited)', async () => {
    smtp.state.refuse = mailRetry.attempts;
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/marketplace/admins/admins/forget-password',
      headers: await t.captcha(),
      payload: { email: demoAccounts.admin.email },
    });
    expect(forgot.statusCode).toBe(200);
    for (let attempt = 1; attempt <= mailRetry.attempts; attempt += 1) {
      await t.app.mailer.settled();
      t.clock.advance(7 * 60 * 60 * 1000);
    }
    const headers = bearer(await t.adminToken());
    const listed = await t.app.inject({ method: 'GET', url: '/marketplace/mail?status=failed', headers });
    const [failed] = listed.json<{ data: OutboxMail[] }>().data;
    expect(failed).toMatchObject({ status: 'failed', attempts: mailRetry.attempts, to: demoAccounts.admin.email });
    expect(await receivedBy(demoAccounts.admin.email)).toHaveLength(0);

    const resent = await t.app.inject({ method: 'POST', url: `/marketplace/mail/${failed?._id}/resend`, headers });
    expect(resent.statusCode, resent.body).toBe(200);
    const [mail] = await receivedBy(demoAccounts.admin.email);
    expect(mail?.subject).toBe('Your password reset code');
    const after = await t.app.inject({ method: 'GET', url: `/marketplace/mail/${failed?._id}`, headers });
    expect(after.json<{ data: OutboxMail }>().data).toMatchObject({ status: 'sent', attempts: 1 });
    const { rows } = (await t.database.db.execute(
      sql`select before, after from audit_log where resource = 'mail' and action = 'resend'`,
    )) as unknown as { rows: { before: { status: string }; after: { status: string } }[] };
    expect(rows).toEqual([expect.objectContaining({ before: expect.objectContaining({ status: 'failed' }) })]);
  });

  it('sends the low-stock digest once a day, however many instances try', async () => {
    await createProduct(t, { code: 'LOW-1', price: 10, stock: 2 });
    const ctx = withDb(t.app, t.app.db);
    const outcomes = await Promise.all([queueLowStockDigest(ctx, 0), queueLowStockDigest(ctx, 0)]);
    expect(outcomes.toSorted()).toEqual(['queued', 'taken']);
    expect(await queueLowStockDigest(ctx, 0)).toBe('taken');
    const [digest, ...more] = await receivedBy(demoAccounts.admin.email);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toMatch(/^Low stock: \d+ products?$/);
    expect(digest?.text).toMatch(/LOW-1 · 2 · 5/);
  });
});
