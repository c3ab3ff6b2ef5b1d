import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults: port 3000, ./data, embedded database, brand alef', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve(import.meta.dirname, '../../../data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.brand).toBe('alef');
    expect(config.webDistDir.endsWith(path.join('apps', 'web', 'dist', 'alef'))).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every bad variable in one clear message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', BRAND: 'acme', LOG_LEVEL: 'loud' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const text = (error as Error).message;
    expect(text).toMatch(/^Invalid configuration:/);
    expect(text).toContain('PORT:');
    expect(text).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
    expect(text).toContain('BRAND: must be one of: alef,');
    expect(text).toContain('LOG_LEVEL:');
    expect(text).toContain('See README.md');
  });

  it('allows 20 sign-ins a minute from one address unless told otherwise', () => {
    expect(loadConfig({}).rateLimits.signInPerIp).toEqual({ limit: 20, windowSeconds: 60 });
    expect(loadConfig({ SIGN_IN_PER_IP_PER_MINUTE: '200' }).rateLimits.signInPerIp).toEqual({
      limit: 200,
      windowSeconds: 60,
    });
    expect(() => loadConfig({ SIGN_IN_PER_IP_PER_MINUTE: '0' })).toThrow(/SIGN_IN_PER_IP_PER_MINUTE/);
  });

  it('keeps public answers 10 seconds at most unless told otherwise, and none with 0', () => {
    expect(loadConfig({}).publicCacheSeconds).toBe(10);
    expect(loadConfig({ PUBLIC_CACHE_SECONDS: '0' }).publicCacheSeconds).toBe(0);
    expect(() => loadConfig({ PUBLIC_CACHE_SECONDS: '-1' })).toThrow(/PUBLIC_CACHE_SECONDS/);
  });

  it('places the demo order history with the demo data unless SEED_DEMO_ORDERS=false', () => {
    expect(loadConfig({}).seedDemoOrders).toBe(true);
    expect(loadConfig({ SEED_DEMO_ORDERS: 'false' }).seedDemoOrders).toBe(false);
    expect(() => loadConfig({ SEED_DEMO_ORDERS: 'no' })).toThrow(/SEED_DEMO_ORDERS/);
  });

  it('requires a signing secret in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), PAYMENTS: 'sandbox' }).jwtSecret,
    ).toHaveLength(32);
  });

  it('takes the reCAPTCHA keys together or not at all', () => {
    const pair = { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' };
    expect(loadConfig(pair).captcha.recaptcha).toEqual({ siteKey: 'site', secretKey: 'secret', verifyUrl: undefined });
    expect(loadConfig({}).captcha.recaptcha).toBeUndefined();
    // Empty counts as unset, so a blank secret next to a site key is the same mistake.
    for (const half of [
      { RECAPTCHA_SITE_KEY: 'site' },
      { RECAPTCHA_SECRET_KEY: 'secret' },
      { ...pair, RECAPTCHA_SECRET_KEY: '' },
    ]) {
      expect(() => loadConfig(half)).toThrow(ConfigError);
      expect(() => loadConfig(half)).toThrow(/RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY: set both or neither/);
    }
  });

  it('sends reCAPTCHA tokens to RECAPTCHA_VERIFY_URL only with the keys (the browser tests fake siteverify)', () => {
    const pair = { RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET_KEY: 'secret' };
    const verifyUrl = 'http://127.0.0.1:3106/recaptcha/api/siteverify';
    expect(loadConfig({ ...pair, RECAPTCHA_VERIFY_URL: verifyUrl }).captcha.recaptcha?.verifyUrl).toBe(verifyUrl);
    expect(() => loadConfig({ RECAPTCHA_VERIFY_URL: verifyUrl })).toThrow(
      /RECAPTCHA_VERIFY_URL: only used with the reCAPTCHA keys/,
    );
    expect(() => loadConfig({ ...pair, RECAPTCHA_VERIFY_URL: 'ftp://x' })).toThrow(
      /RECAPTCHA_VERIFY_URL: must be an http/,
    );
  });
  it('uses Stripe only with all three of its keys, each of the right kind', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(loadConfig(keys).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
      apiUrl: undefined,
    });
    expect(loadConfig({ ...keys, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.apiUrl).toBe(
      'http://127.0.0.1:12111',
    );
    expect(loadConfig({}).stripe).toBeUndefined();
    for (const partial of [
      { STRIPE_SECRET_KEY: 'sk_test_1' },
      { ...keys, STRIPE_WEBHOOK_SECRET: '' },
      { STRIPE_PUBLISHABLE_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
    ]) {
      expect(() => loadConfig(partial)).toThrow(/set all three or none/);
    }
    // The publishable key pasted as the secret (both start the same way in the dashboard list).
    expect(() => loadConfig({ ...keys, STRIPE_SECRET_KEY: 'pk_test_1' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(
      /STRIPE_API_URL: only used with the Stripe keys/,
    );
    expect(() => loadConfig({ ...keys, STRIPE_API_URL: 'ftp://x' })).toThrow(/STRIPE_API_URL: must be an http/);
  });

  it('takes sandbox payments in production only when PAYMENTS=sandbox says so', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'a'.repeat(32) };
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(() => loadConfig(production)).toThrow(/PAYMENTS: no payment provider/);
    expect(loadConfig({ ...production, PAYMENTS: 'sandbox' }).stripe).toBeUndefined();
    expect(loadConfig({ ...production, ...keys }).stripe?.secretKey).toBe('sk_live_1');
    expect(loadConfig({ ...production, ...keys, PAYMENTS: 'stripe' }).stripe?.secretKey).toBe('sk_live_1');
    expect(() => loadConfig({ ...production, ...keys, PAYMENTS: 'sandbox' })).toThrow(
      /PAYMENTS: sandbox, but the Stripe keys/,
    );
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(/PAYMENTS: stripe needs STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/PAYMENTS: must be sandbox or stripe/);
    // Outside production the sandbox stays the default.
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it('reads METRICS_TOKEN and METRICS_ALLOW (addresses and CIDR ranges); neither: no metrics', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, allow: undefined });
    expect(loadConfig({ METRICS_TOKEN: 't'.repeat(16) }).metrics.token).toBe('t'.repeat(16));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN: must be at least 16/);
    const allow = loadConfig({ METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7,::1' }).metrics.allow;
    expect(allow?.check('10.200.1.1', 'ipv4')).toBe(true);
    expect(allow?.check('192.0.2.7', 'ipv4')).toBe(true);
    expect(allow?.check('::1', 'ipv6')).toBe(true);
    expect(allow?.check('192.0.2.8', 'ipv4')).toBe(false);
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.1/8/1', '::1/129'])
      expect(() => loadConfig({ METRICS_ALLOW: bad }), bad).toThrow(
        /METRICS_ALLOW: must be IP addresses or CIDR ranges/,
      );
  });
});
