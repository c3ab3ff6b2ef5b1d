import { describe, expect, it } from 'vitest';
import type { MarketplaceUser, TokenPair } from '@iot/shared/auth';
import type { UploadedFile } from '@iot/shared/files';
import { bearer, expectError, post } from '../../test/auth-helpers.ts';
import { multipart, png } from '../../test/file-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp, type TestApp } from '../../test/test-app.ts';

const base = '/marketplace-customer';

type SignedIn = TokenPair & { user: MarketplaceUser };

/** The two kinds of marketplace accounts (SPEC §1): each edits its own profile and password. */
const accounts = [
  {
    kind: 'company',
    path: '/companies',
    password: demoAccounts.company.password,
    signIn: async (t: TestApp, password: string) =>
      post(t, `${base}/companies/login`, { username: demoAccounts.company.email, password }, await t.captcha(base)),
  },
  {
    kind: 'tenant user',
    path: '/users',
    password: demoAccounts.tenantUser.password,
    signIn: async (t: TestApp, password: string) =>
      post(
        t,
        `${base}/users/login`,
        { tenantId: demoAccounts.tenantId, username: demoAccounts.tenantUser.email, password },
        await t.captcha(base),
      ),
  },
] as const;

describe.each(databaseTargets())('self-service profile and password on $name', (target) => {
  const t = useTestApp(target);

  describe.each(accounts)('a $kind', (account) => {
    async function signedIn(password: string = account.password): Promise<SignedIn> {
      const response = await account.signIn(t, password);
      expect(response.statusCode).toBe(200);
      return response.json<{ data: SignedIn }>().data;
    }
    const changePassword = (session: SignedIn, payload: object, language = 'en') =>
      t.app.inject({
        method: 'PATCH',
        url: `${base}${account.path}/${session.user._id}/password`,
        headers: { ...bearer(session.accessToken), 'accept-language': language },
        payload,
      });

    it('edits its name, phone and language; a bad phone is a field error in the request language', async () => {
      const session = await signedIn();
      const url = `${base}${account.path}/${session.user._id}`;
      const edited = await t.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(session.accessToken),
        payload: {
          firstName: 'Mariam',
          lastName: 'Saleh',
          phoneNumber: { isoCode: 'AE', phoneNumber: '+971 50 765 4321' },
          language: 'ar',
        },
      });
      expect(edited.statusCode).toBe(200);
      const mine = await t.app.inject({
        method: 'GET',
        url: `${base}${account.path}/mine`,
        headers: bearer(session.accessToken),
      });
      expect(mine.json<{ data: MarketplaceUser }>().data).toMatchObject({
        firstName: 'Mariam',
        lastName: 'Saleh',
        phoneNumber: { isoCode: 'AE', phoneNumber: '+971 50 765 4321' },
        language: 'ar',
      });

      const badPhone = await t.app.inject({
        method: 'PATCH',
        url,
        headers: { ...bearer(session.accessToken), 'accept-language': 'ar' },
        payload: { firstName: 'Other', phoneNumber: { isoCode: 'AE', phoneNumber: 'call me' } },
      });
      expect(expectError(badPhone, 400).fields).toEqual({ 'phoneNumber.phoneNumber': 'يرجى إدخال رقم هاتف صالح' });
      const after = await t.app.inject({
        method: 'GET',
        url: `${base}${account.path}/mine`,
        headers: bearer(session.accessToken),
      });
      expect(after.json<{ data: MarketplaceUser }>().data.firstName).toBe('Mariam');
    });

    it('uploads an avatar image and sets it; a PDF or another site’s picture is refused', async () => {
      const session = await signedIn();
      const upload = async (filename: string, type: string, data: Buffer, token = session.accessToken) => {
        const body = multipart(filename, type, data);
        return t.app.inject({
          method: 'POST',
          url: `${base}/files/avatar`,
          headers: { ...bearer(token), 'content-type': body.contentType },
          payload: body.payload,
        });
      };
      const uploaded = await upload('me.png', 'image/png', await png(300, 300));
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const file = uploaded.json<{ data: UploadedFile }>().data;
      expect(file).toMatchObject({ purpose: 'image', mime: 'image/png' });

      const url = `${base}${account.path}/${session.user._id}`;
      const set = await t.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(session.accessToken),
        payload: { avatar: file.url },
      });
      expect(set.json<{ data: MarketplaceUser }>().data.avatar).toBe(file.url);

      expectError(await upload('me.pdf', 'application/pdf', Buffer.from('%PDF-1.4\n%%EOF\n')), 415);
      expectError(await upload('me.png', 'image/png', await png(10, 10), await t.adminToken()), 401);
      const elsewhere = await t.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(session.accessToken),
        payload: { avatar: 'https://example.com/me.png' },
      });
      expect(expectError(elsewhere, 400).fields).toHaveProperty('avatar');
    });

    it('refuses a wrong current password (in Arabic when asked) and a weak new one, and keeps the old password', async () => {
      const session = await signedIn();
      const wrong = await changePassword(
        session,
        { currentPassword: 'Not-The-Password-1!', password: 'Next-Password-2!' },
        'ar',
      );
      expect(expectError(wrong, 400, 'كلمة المرور الحالية غير صحيحة').fields).toEqual({
        currentPassword: 'كلمة المرور الحالية غير صحيحة',
      });

      const weak = await changePassword(session, { currentPassword: account.password, password: 'weakpass' });
      expect(expectError(weak, 400).fields?.password).toBe('Password must contain an uppercase letter');

      expect((await account.signIn(t, account.password)).statusCode).toBe(200);
    });

    it('changes the password: the new one signs in, the old one does not, other sessions end', async () => {
      const other = await signedIn();
      const session = await signedIn();
      const changed = await changePassword(session, {
        currentPassword: account.password,
        password: 'Brand-New-Password-3!',
      });
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json<{ data: TokenPair }>().data;

      expectError(await post(t, `${base}/auth/refresh`, { refreshToken: other.refreshToken }), 401);
      expectError(
        await t.app.inject({
          method: 'GET',
          url: `${base}${account.path}/mine`,
          headers: bearer(other.accessToken),
        }),
        401,
      );
      expect(
        (await t.app.inject({ method: 'GET', url: `${base}${account.path}/mine`, headers: bearer(fresh.accessToken) }))
          .statusCode,
      ).toBe(200);
      expectError(await account.signIn(t, account.password), 401);
      expect((await account.signIn(t, 'Brand-New-Password-3!')).statusCode).toBe(200);
    });

    it('stops guessing the current password after 5 wrong tries, even with the right one', async () => {
      const session = await signedIn();
      for (let attempt = 0; attempt < 5; attempt++) {
        const wrong = await changePassword(session, {
          currentPassword: `Guess-${attempt}!`,
          password: 'Next-Password-2!',
        });
        expectError(wrong, 400);
      }
      const right = await changePassword(session, { currentPassword: account.password, password: 'Next-Password-2!' });
      expectError(right, 429);
      expect((await account.signIn(t, account.password)).statusCode).toBe(200);
    });
  });
});
