import { describe, expect, it } from 'vitest';
import type { TokenPair } from '@iot/shared/auth';
import {
  answerBody,
  bearer,
  expectError,
  expectMisuseRefused,
  latestCode,
  latestMail,
  mailCount,
  post,
} from '../../test/auth-helpers.ts';
import { databaseTargets, demoAccounts, useTestApp } from '../../test/test-app.ts';

const base = '/marketplace-customer';
const company = demoAccounts.company;
type User = {
  _id: string;
  kind: string;
  email: string;
  username: string;
  companyName: string | null;
  [key: string]: unknown;
};

const registration = {
  companyName: 'Acme Sensors LLC',
  firstName: 'Layla',
  lastName: 'Haddad',
  username: 'acme.sensors',
  email: 'Layla@Acme.example',
  phoneNumber: { isoCode: 'AE', phoneNumber: '+971 50 123 4567' },
  password: 'Acme-Password-1!',
};

describe.each(databaseTargets())('company (root) customers on $name', (target) => {
  const t = useTestApp(target);

  const captcha = () => t.captcha(base);
  async function login(username: string, password: string) {
    return post(t, `${base}/companies/login`, { username, password }, await captcha());
  }
  async function signedIn(username: string = company.email, password: string = company.password) {
    const response = await login(username, password);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: TokenPair & { user: User } }>().data;
  }
  const register = async (body: object = registration, language = 'en') =>
    post(t, `${base}/companies/register`, body, { ...(await captcha()), 'accept-language': language });

  it('signs in by e-mail or username and answers the SPEC §3 marketplace user', async () => {
    const byEmail = await signedIn();
    expect(byEmail.user).toEqual({
      _id: expect.any(String),
      kind: 'root',
      avatar: null,
      title: null,
      firstName: 'Demo',
      lastName: 'Company',
      email: company.email,
      username: company.username,
      phoneNumber: { isoCode: 'AE', phoneNumber: '+971 4 000 0000' },
      address: { city: 'Dubai', country: 'United Arab Emirates', additionalDetails: 'Business Bay' },
      companyName: 'Demo Trading LLC',
      roles: ['root'],
      permissions: expect.arrayContaining(['orders:read']),
      tenant: null,
      language: 'en',
    });
    const byUsername = await signedIn(company.username.toUpperCase());
    expect(byUsername.user._id).toBe(byEmail.user._id);
    const mine = await t.app.inject({
      method: 'GET',
      url: `${base}/companies/mine`,
      headers: bearer(byUsername.accessToken),
    });
    expect(mine.json<{ data: User }>().data).toEqual(byEmail.user);
  });

  it('answers one 401 for an unknown account and a wrong password, and needs the captcha', async () => {
    const unknown = await login('nobody', 'Whatever-1!');
    const wrong = await login(company.email, 'Wrong-1!');
    expectError(unknown, 401, 'Invalid username or password');
    expect(answerBody(unknown)).toEqual(answerBody(wrong));
    expectError(
      await post(t, `${base}/companies/login`, { username: company.email, password: company.password }),
      400,
      'Execute recaptcha not yet available',
    );
  });

  it('refuses misused tokens on /companies/mine: alg none, bad signature, expired, another realm, a refresh token as bearer', async () => {
    await expectMisuseRefused(t, `${base}/companies/mine`, await signedIn());
  });

  describe('registration', () => {
    it('register → code by mail → verify signs in → login works', async () => {
      const started = await register();
      expect(started.statusCode).toBe(201);
      expect(started.json()).toEqual({
        data: { email: 'layla@acme.example', verificationRequired: true, resendAvailableInSeconds: 60 },
      });

      // Unverified: the right password hears why; a wrong one hears the usual 401.
      expectError(
        await login(registration.email, registration.password),
        403,
        'Please verify your e-mail address first',
      );
      expectError(await login(registration.email, 'Wrong-1!'), 401);

      const otp = await latestCode(t, 'layla@acme.example');
      expect((await latestMail(t, 'layla@acme.example'))?.subject).toBe('Confirm your e-mail address');
      const verified = await post(t, `${base}/companies/verify-registration`, { email: registration.email, otp });
      expect(verified.statusCode).toBe(200);
      const { data } = verified.json<{ data: TokenPair & { user: User } }>();
      expect(data.user).toMatchObject({
        kind: 'root',
        email: 'layla@acme.example',
        username: 'acme.sensors',
        companyName: 'Acme Sensors LLC',
      });
      expect(
        (await t.app.inject({ method: 'GET', url: `${base}/companies/mine`, headers: bearer(data.accessToken) }))
          .statusCode,
      ).toBe(200);

      expectError(
        await post(t, `${base}/companies/verify-registration`, { email: registration.email, otp }),
        400,
        'Invalid or expired code',
      );
      expect((await login('acme.sensors', registration.password)).statusCode).toBe(200);
    });

    it('mails Arabic to an Arabic registration, with the code also in Latin digits', async () => {
      await register(registration, 'ar');
      const mail = await latestMail(t, 'layla@acme.example');
      expect(mail?.language).toBe('ar');
      expect(mail?.text).toMatch(/[٠-٩]{8} \(\d{8}\)/);
    });

    it('answers the same 201 for an e-mail that already has an account, and mails "you already have an account"', async () => {
      const fresh = await register();
      const existing = await register({ ...registration, email: company.email, username: 'someone.else' });
      expect(existing.statusCode).toBe(201);
      expect(Object.keys(existing.json<{ data: object }>().data)).toEqual(
        Object.keys(fresh.json<{ data: object }>().data),
      );
      expect((await latestMail(t, company.email))?.subject).toBe('You already have an account');
      // The existing account is untouched.
      expect((await login(company.email, company.password)).statusCode).toBe(200);
    });

    it('a new registration of a pending e-mail replaces it', async () => {
      await register();
      t.clock.advance(60_000);
      await register({ ...registration, companyName: 'Acme Two', password: 'Second-Password-2!' });
      const otp = await latestCode(t, 'layla@acme.example');
      const verified = await post(t, `${base}/companies/verify-registration`, { email: registration.email, otp });
      expect(verified.json<{ data: { user: User } }>().data.user.companyName).toBe('Acme Two');
      expectError(await login(registration.email, registration.password), 401);
      expect((await login(registration.email, 'Second-Password-2!')).statusCode).toBe(200);
    });

    it('refuses a username a verified company holds, on the username field', async () => {
      const response = await register({ ...registration, username: company.username });
      expect(expectError(response, 409).fields).toEqual({ username: 'Username is already taken' });
    });

    it('resend-verification follows the resend rules and mails a new code', async () => {
      await register();
      expectError(await post(t, `${base}/companies/resend-verification`, { email: registration.email }), 429);
      t.clock.advance(60_000);
      const resent = await post(t, `${base}/companies/resend-verification`, { email: registration.email });
      expect(resent.json()).toEqual({ data: { sent: true, resendAvailableInSeconds: 60, resendsLeft: 4 } });
      expect(await mailCount(t, 'layla@acme.example')).toBe(2);
      const unknown = await post(t, `${base}/companies/resend-verification`, { email: 'nobody@example.com' });
      expect(unknown.json()).toEqual({ data: { sent: true, resendAvailableInSeconds: 60, resendsLeft: 5 } });
    });

    it('validates per field with the shared templates', async () => {
      const response = await register({
        ...registration,
        companyName: '',
        email: 'x',
        phoneNumber: { isoCode: 'AE', phoneNumber: 'abc' },
        password: 'abcdefgh',
      });
      expect(expectError(response, 400).fields).toEqual({
        companyName: 'Company name is required',
        email: 'Please enter a valid email',
        'phoneNumber.phoneNumber': 'Please enter a valid phone number',
        password: 'Password must contain an uppercase letter',
      });
    });
  });

  it('check-data says which values are free', async () => {
    await register();
    const response = await post(t, `${base}/companies/check-data`, {
      email: company.email.toUpperCase(),
      username: 'acme.sensors',
      phoneNumber: { isoCode: 'AE', phoneNumber: '+971 4 000 0000' },
    });
    // A pending registration holds nothing; the verified demo company holds its e-mail and phone.
    expect(response.json()).toEqual({ data: { email: false, username: true, phoneNumber: false } });
    expect((await post(t, `${base}/companies/check-data`, { username: company.username })).json()).toEqual({
      data: { username: false },
    });
    expectError(await post(t, `${base}/companies/check-data`, {}), 400);
  });

  describe('profile and password', () => {
    it('updates its own profile; another id is 403 and a tenant user token is 403', async () => {
      const { accessToken, user } = await signedIn();
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${base}/companies/${user._id}`,
        headers: bearer(accessToken),
        payload: {
          title: 'Ms',
          firstName: 'Nadia',
          address: { city: 'Abu Dhabi', country: 'AE', additionalDetails: '' },
          language: 'ar',
        },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<{ data: User }>().data).toMatchObject({
        title: 'Ms',
        firstName: 'Nadia',
        lastName: 'Company',
        address: { city: 'Abu Dhabi', country: 'AE', additionalDetails: '' },
        language: 'ar',
      });

      // Another company's id: refused, nothing changes.
      await register();
      const otp = await latestCode(t, 'layla@acme.example');
      const other = (await post(t, `${base}/companies/verify-registration`, { email: registration.email, otp })).json<{
        data: { user: User };
      }>().data.user;
      expectError(
        await t.app.inject({
          method: 'PATCH',
          url: `${base}/companies/${other._id}`,
          headers: bearer(accessToken),
          payload: { firstName: 'Evil' },
        }),
        403,
      );
      expectError(
        await t.app.inject({
          method: 'PATCH',
          url: `${base}/companies/${other._id}/password`,
          headers: bearer(accessToken),
          payload: { currentPassword: company.password, password: 'Evil-Password-1!' },
        }),
        403,
      );
      expect((await login(registration.email, registration.password)).statusCode).toBe(200);

      const tenantLogin = await post(
        t,
        `${base}/users/login`,
        {
          tenantId: demoAccounts.tenantId,
          username: demoAccounts.tenantUser.email,
          password: demoAccounts.tenantUser.password,
        },
        await captcha(),
      );
      const tenantToken = tenantLogin.json<{ data: TokenPair }>().data.accessToken;
      expectError(
        await t.app.inject({ method: 'GET', url: `${base}/companies/mine`, headers: bearer(tenantToken) }),
        403,
      );
      expectError(
        await t.app.inject({
          method: 'PATCH',
          url: `${base}/companies/${user._id}`,
          headers: bearer(tenantToken),
          payload: { firstName: 'X' },
        }),
        403,
      );
    });

    it('refuses unknown profile fields', async () => {
      const { accessToken, user } = await signedIn();
      const response = await t.app.inject({
        method: 'PATCH',
        url: `${base}/companies/${user._id}`,
        headers: bearer(accessToken),
        payload: { email: 'x@y.z' },
      });
      expectError(response, 400);
    });

    it('changes the password: wrong current → 400 on currentPassword; right → other sessions end, this one continues', async () => {
      const other = await signedIn();
      const { accessToken, user } = await signedIn();
      const url = `${base}/companies/${user._id}/password`;
      const wrong = await t.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(accessToken),
        payload: { currentPassword: 'Nope-1!', password: 'Next-Password-2!' },
      });
      expect(expectError(wrong, 400, 'Current password is incorrect').fields).toEqual({
        currentPassword: 'Current password is incorrect',
      });

      const changed = await t.app.inject({
        method: 'PATCH',
        url,
        headers: bearer(accessToken),
        payload: { currentPassword: company.password, password: 'Next-Password-2!' },
      });
      expect(changed.statusCode).toBe(200);
      const fresh = changed.json<{ data: TokenPair }>().data;
      expectError(await post(t, `${base}/auth/refresh`, { refreshToken: other.refreshToken }), 401);
      expect((await post(t, `${base}/auth/refresh`, { refreshToken: fresh.refreshToken })).statusCode).toBe(200);
      expect((await login(company.email, 'Next-Password-2!')).statusCode).toBe(200);
    });
  });

  describe('forgot password', () => {
    it('answers the same for known and unknown e-mails and resets the password on either path', async () => {
      const known = await post(t, `${base}/companies/forget-password`, { email: company.email }, await captcha());
      const unknown = await post(
        t,
        `${base}/companies/forget-password`,
        { email: 'nobody@example.com' },
        await captcha(),
      );
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);

      const session = await signedIn();
      const otp = await latestCode(t, company.email);
      expect(
        (await post(t, `${base}/users/verify-password-otp`, { email: company.email, isRoot: true, otp })).statusCode,
      ).toBe(200);
      expect(
        (
          await post(t, `${base}/companies/reset-password`, {
            email: company.email,
            otp,
            password: 'Reset-Password-3!',
          })
        ).statusCode,
      ).toBe(200);
      expectError(await post(t, `${base}/auth/refresh`, { refreshToken: session.refreshToken }), 401);
      expect((await login(company.email, 'Reset-Password-3!')).statusCode).toBe(200);
    });

    it('a code is bound to its purpose: a registration code resets no password, a reset code verifies no registration', async () => {
      // A pending registration: its code is live, and the e-mail has no reset code of its own.
      await register();
      const registrationCode = await latestCode(t, 'layla@acme.example');
      const asReset = { email: registration.email, otp: registrationCode };
      expectError(await post(t, `${base}/companies/verify-password-otp`, asReset), 400, 'Invalid or expired code');
      expectError(
        await post(t, `${base}/companies/reset-password`, { ...asReset, password: 'Hijack-Password-1!' }),
        400,
        'Invalid or expired code',
      );
      // Refused, not spent: it still does what it was sent for.
      expect((await post(t, `${base}/companies/verify-registration`, asReset)).statusCode).toBe(200);

      // A verified company asks for a reset code; as a registration code it is just a wrong code
      // (unbound, it would pass the check and answer 404 'No registration waits...').
      await post(t, `${base}/companies/forget-password`, { email: company.email }, await captcha());
      const resetCode = await latestCode(t, company.email);
      expectError(
        await post(t, `${base}/companies/verify-registration`, { email: company.email, otp: resetCode }),
        400,
        'Invalid or expired code',
      );
      expect(
        (
          await post(t, `${base}/companies/reset-password`, {
            email: company.email,
            otp: resetCode,
            password: 'Reset-Password-3!',
          })
        ).statusCode,
      ).toBe(200);
      expect((await login(company.email, 'Reset-Password-3!')).statusCode).toBe(200);
    });

    it('on /users: isRoot true is the company; otherwise a tenant ID is required on the tenant field', async () => {
      const root = await post(
        t,
        `${base}/users/forget-password`,
        { email: company.email, isRoot: true },
        await captcha(),
      );
      expect(root.statusCode).toBe(200);
      expect(await mailCount(t, company.email)).toBe(1);
      const missing = await post(
        t,
        `${base}/users/forget-password`,
        { email: company.email, isRoot: false },
        await captcha(),
      );
      expect(expectError(missing, 400, 'Please enter Tenant ID').fields).toEqual({ tenant: 'Please enter Tenant ID' });
      const blank = await post(
        t,
        `${base}/tenant-management/users/forget-password`,
        { email: company.email, tenant: '  ' },
        await captcha(),
      );
      expect(expectError(blank, 400, 'Please enter Tenant ID').fields).toEqual({ tenant: 'Please enter Tenant ID' });
    });
  });
});
