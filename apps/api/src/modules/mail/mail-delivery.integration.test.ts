import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMail } from '@iot/shared/mail';
import type { TokenPair } from '@iot/shared/auth';
import { bearer, latestCode, latestMail, mailCount, post } from '../../test/auth-helpers.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, databaseTargets, demoAccounts, type TestApp, useTestApp } from '../../test/test-app.ts';

const admin = demoAccounts.admin;
const company = demoAccounts.company;
const adminForgotUrl = '/marketplace/admins/admins/forget-password';
const customer = '/marketplace-customer' as const;

async function outbox(t: TestApp, to: string): Promise<OutboxMail[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/marketplace/mail/outbox?to=${encodeURIComponent(to)}`,
    headers: bearer(await t.adminToken()),
  });
  return response.json<{ data: OutboxMail[] }>().data;
}

describe.each(databaseTargets())('mail without SMTP_URL on $name', (target) => {
  const t = useTestApp(target, { logStream: { write: (line) => logLines.push(line) } });
  const logLines: string[] = [];

  beforeEach(async () => {
    logLines.length = 0;
  });

  it('keeps the mail in the outbox, marked sent through the log, and prints it with its code to the log', async () => {
    expect((await post(t, adminForgotUrl, { email: admin.email }, await t.captcha())).statusCode).toBe(200);
    const [mail] = await outbox(t, admin.email);
    expect(mail).toMatchObject({
      to: admin.email,
      subject: 'Your password reset code',
      language: 'en',
      transport: 'log',
    });
    expect(mail?.sentAt).not.toBeNull();

    const code = await latestCode(t, admin.email);
    const printed = logLines
      .map((line) => JSON.parse(line) as { level: number; msg: string; mail?: { id: string; to: string } })
      .filter((entry) => entry.mail);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ level: 30, mail: { id: mail?._id, to: admin.email } });
    expect(printed[0]?.msg).toContain(`mail (outbox only) to ${admin.email}: Your password reset code`);
    expect(printed[0]?.msg).toContain(code);
  });

  it("writes a reset mail in the recipient's language, not the request's", async () => {
    const signIn = await post(
      t,
      `${customer}/companies/login`,
      { username: company.email, password: company.password },
      await t.captcha(customer),
    );
    const { accessToken, user } = signIn.json<{ data: TokenPair & { user: { _id: string } } }>().data;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `${customer}/companies/${user._id}`,
      headers: bearer(accessToken),
      payload: { language: 'ar' },
    });
    expect(patched.statusCode).toBe(200);

    const english = { ...(await t.captcha(customer)), 'accept-language': 'en' };
    expect((await post(t, `${customer}/companies/forget-password`, { email: company.email }, english)).statusCode).toBe(
      200,
    );
    const arabic = await latestMail(t, company.email);
    expect(arabic?.language).toBe('ar');
    expect(arabic?.subject).toBe('رمز إعادة تعيين كلمة المرور');
    expect(arabic?.text).toContain('رمز إعادة تعيين كلمة المرور الخاص بك هو:');
    expect(arabic?.text).toMatch(/[٠-٩]{8} \(\d{8}\)/);
    expect(arabic?.text).toContain('١٠ دقائق');

    // The other way round: an English administrator asking from an Arabic screen reads English.
    expect(
      (await post(t, adminForgotUrl, { email: admin.email }, { ...(await t.captcha()), 'accept-language': 'ar' }))
        .statusCode,
    ).toBe(200);
    expect(await latestMail(t, admin.email)).toMatchObject({ language: 'en', subject: 'Your password reset code' });
  });

  it('answers a forgot-password request before the mail is stored: a known e-mail answers like an unknown one even when the outbox cannot be written', async () => {
    const realms = [
      { name: 'admin', url: adminForgotUrl, captcha: '/marketplace' as const, known: { email: admin.email } },
      {
        name: 'company',
        url: `${customer}/companies/forget-password`,
        captcha: customer,
        known: { email: company.email },
      },
      {
        name: 'tenant user',
        url: `${customer}/users/forget-password`,
        captcha: customer,
        known: { email: demoAccounts.tenantUser.email, tenant: demoAccounts.tenantId, isRoot: false },
      },
    ];
    // Had the answer waited for the outbox, the known e-mail would answer 500 and the unknown one 200.
    await t.database.db.execute(sql`ALTER TABLE mail_outbox RENAME TO mail_outbox_unreachable`);
    try {
      for (const realm of realms) {
        const known = await post(t, realm.url, realm.known, await t.captcha(realm.captcha));
        const unknown = await post(
          t,
          realm.url,
          { ...realm.known, email: 'nobody@example.com' },
          await t.captcha(realm.captcha),
        );
        expect(known.statusCode, realm.name).toBe(200);
        expect(unknown.statusCode, realm.name).toBe(200);
        expect(known.body, realm.name).toBe(unknown.body);
      }
      await t.app.mailer.settled();
    } finally {
      await t.database.db.execute(sql`ALTER TABLE mail_outbox_unreachable RENAME TO mail_outbox`);
    }
    // The mails really were refused by the database (and logged), not stored late.
    for (const realm of realms) expect(await mailCount(t, realm.known.email), realm.name).toBe(0);
    expect(logLines.some((line) => line.includes('storing a mail in the outbox failed'))).toBe(true);
  });
});

describe.each(databaseTargets())('mail with SMTP_URL on $name', (target) => {
  let t: TestApp;
  let sink: SmtpSink;
  const from = 'Marketplace Tests <no-reply@tests.example>';

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp(target, { configure: (config) => ({ ...config, mail: { smtpUrl: sink.url, from } }) });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('stores the mail in the outbox and delivers it through SMTP, then marks it sent', async () => {
    expect((await post(t, adminForgotUrl, { email: admin.email }, await t.captcha())).statusCode).toBe(200);
    const delivered = await sink.mail(1);
    await t.app.mailer.settled();

    const [stored] = await outbox(t, admin.email);
    expect(stored).toMatchObject({ to: admin.email, subject: 'Your password reset code', transport: 'smtp' });
    expect(stored?.sentAt).not.toBeNull();
    const code = /\b(\d{8})\b/.exec(stored?.text ?? '')?.[1];
    expect(code).toBeDefined();

    expect(delivered.from).toBe('no-reply@tests.example');
    expect(delivered.to).toEqual([admin.email]);
    expect(delivered.data).toMatch(/^From: Marketplace Tests <no-reply@tests\.example>$/m);
    expect(delivered.data).toMatch(new RegExp(`^To: ${admin.email.replace('.', '\\.')}$`, 'm'));
    expect(delivered.data).toMatch(/^Subject: Your password reset code$/m);
    expect(delivered.data).toContain(code);
  });
});

describe.each(databaseTargets())('mail with an unreachable SMTP server on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    // A port that was just free: the connection is refused at once.
    const gone = await startSmtpSink();
    await gone.close();
    t = await createTestApp(target, {
      configure: (config) => ({ ...config, mail: { smtpUrl: gone.url, from: config.mail.from } }),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('still answers, and keeps the mail in the outbox unsent', async () => {
    const known = await post(t, adminForgotUrl, { email: admin.email }, await t.captcha());
    const unknown = await post(t, adminForgotUrl, { email: 'nobody@example.com' }, await t.captcha());
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await t.app.mailer.settled();
    const [stored] = await outbox(t, admin.email);
    expect(stored).toMatchObject({ transport: 'smtp', sentAt: null, subject: 'Your password reset code' });
  });
});
