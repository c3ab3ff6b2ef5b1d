import { describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { contentSecurityPolicy } from './content-security-policy.ts';
import { helmetHeaders } from './security-headers.ts';

const recaptcha = { siteKey: 'site-key', secretKey: 'secret-key' };
const stripe = { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1', apiUrl: undefined };
const googleOrigin = /google\.com|gstatic\.com/;

/** The Content-Security-Policy header the server sends with this configuration, directive by directive. */
function policy(config: Pick<Config, 'stripe' | 'captcha'>): Map<string, string[]> {
  const header = new Map(helmetHeaders({ contentSecurityPolicy: contentSecurityPolicy(config) })).get(
    'Content-Security-Policy',
  );
  return new Map(
    (header ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the content security policy', () => {
  it('admits no Google origin with the built-in captcha (no reCAPTCHA keys)', () => {
    const directives = policy({ stripe: undefined, captcha: { difficulty: 16, recaptcha: undefined } });
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-src')).toEqual(["'self'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect([...directives.values()].flat().filter((source) => googleOrigin.test(source))).toEqual([]);
  });

  it("admits Google's reCAPTCHA script, frames and requests when the keys are set, and no more of Google", () => {
    const directives = policy({ stripe: undefined, captcha: { difficulty: 16, recaptcha } });
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives.get('frame-src')).toEqual([
      "'self'",
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
    ]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'https://www.google.com/recaptcha/']);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("admits Stripe's and Google's origins side by side when both are configured", () => {
    const directives = policy({ stripe, captcha: { difficulty: 16, recaptcha } });
    expect(directives.get('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
    expect(directives.get('frame-src')).toEqual(
      expect.arrayContaining(['https://hooks.stripe.com', 'https://recaptcha.google.com/recaptcha/']),
    );
    const stripeOnly = policy({ stripe, captcha: { difficulty: 16, recaptcha: undefined } });
    expect([...stripeOnly.values()].flat().filter((source) => googleOrigin.test(source))).toEqual([]);
  });
});
