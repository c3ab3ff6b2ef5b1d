import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectError, post } from '../../test/auth-helpers.ts';
import { databaseTargets, demoAccounts, testCaptchaDifficulty, useTestApp } from '../../test/test-app.ts';
import { createChallenge, solveChallenge } from './proof-of-work.ts';

const signinUrl = '/marketplace/admins/auth/signin';
const siteverifyUrl = 'https://www.google.com/recaptcha/api/siteverify';
const keys = { siteKey: 'site-key-for-tests', secretKey: 'secret-key-for-tests' };
const credentials = { username: demoAccounts.admin.email, password: demoAccounts.admin.password };

/** Google's siteverify, stubbed: no test reaches the network. */
function stubSiteverify(answer: () => Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(answer);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe.each(databaseTargets())('Google reCAPTCHA (both keys set) on $name', (target) => {
  const t = useTestApp(target, {
    configure: (config) => ({ ...config, captcha: { ...config.captcha, recaptcha: keys } }),
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('hands out the site key instead of a proof-of-work challenge, on both bases', async () => {
    for (const base of ['/marketplace', '/marketplace-customer']) {
      const response = await t.app.inject({ method: 'GET', url: `${base}/captcha/challenge` });
      expect(response.json(), base).toEqual({ data: { provider: 'recaptcha', siteKey: keys.siteKey } });
    }
  });

  it("signs in when Google says success, after asking with the secret, the browser's token and its IP", async () => {
    const fetchMock = stubSiteverify(() => json({ success: true, hostname: 'localhost' }));
    const response = await post(t, signinUrl, credentials, { recaptcha: 'token-from-the-widget' });
    expect(response.statusCode).toBe(200);

    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(siteverifyUrl);
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(init?.body)))).toEqual({
      secret: keys.secretKey,
      response: 'token-from-the-widget',
      remoteip: '127.0.0.1',
    });
    // A hanging Google must not hold the request forever.
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['success false', () => json({ success: false, 'error-codes': ['invalid-input-response'] })],
    ['success as a string', () => json({ success: 'true' })],
    ['an HTTP error', () => json({ success: true }, 500)],
    ['a body that is not JSON', () => Promise.resolve(new Response('<html>busy</html>', { status: 200 }))],
    ['a network failure', () => Promise.reject(new TypeError('fetch failed'))],
    ['a timeout', () => Promise.reject(new DOMException('The operation was aborted due to timeout', 'TimeoutError'))],
  ])("refuses with 400 'Invalid captcha' on %s (fails closed)", async (_case, answer) => {
    const fetchMock = stubSiteverify(answer);
    expectError(await post(t, signinUrl, credentials, { recaptcha: 'token-from-the-widget' }), 400, 'Invalid captcha');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("asks Google nothing without the header: 400 'Execute recaptcha not yet available'", async () => {
    const fetchMock = stubSiteverify(() => json({ success: true }));
    expectError(await post(t, signinUrl, credentials), 400, 'Execute recaptcha not yet available');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('no longer accepts a solved proof-of-work token: Google decides', async () => {
    const fetchMock = stubSiteverify(() => json({ success: false }));
    const { challenge } = createChallenge(t.app.tokenSecret, t.clock.now(), 300);
    const solved = solveChallenge(challenge, testCaptchaDifficulty);
    expectError(await post(t, signinUrl, credentials, { recaptcha: solved }), 400, 'Invalid captcha');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe.each(databaseTargets())('Google reCAPTCHA verified at RECAPTCHA_VERIFY_URL on $name', (target) => {
  const verifyUrl = 'http://127.0.0.1:9/recaptcha/api/siteverify';
  const t = useTestApp(target, {
    configure: (config) => ({ ...config, captcha: { ...config.captcha, recaptcha: { ...keys, verifyUrl } } }),
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks the configured endpoint instead of Google, with the same form', async () => {
    const fetchMock = stubSiteverify(() => json({ success: true }));
    expect((await post(t, signinUrl, credentials, { recaptcha: 'token-from-the-widget' })).statusCode).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(verifyUrl);
    expect(new URLSearchParams(String(init?.body)).get('secret')).toBe(keys.secretKey);
  });
});
