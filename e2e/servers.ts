import { fakeStripeKeys } from '../apps/api/src/test/fake-stripe.ts';

// The brands the browser tests run side by side: alef (the default, no terms page) and watad (terms page).
// E2E_PORT_BASE moves all the servers, so two checkouts can run their browser tests at once.
const base = Number(process.env.E2E_PORT_BASE ?? 3100);
const at = (offset: number) => ({ port: base + offset, url: `http://127.0.0.1:${base + offset}` });

export const brandServers = {
  alef: { brand: 'alef', ...at(0) },
  watad: { brand: 'watad', ...at(1) },
} as const;

/**
 * A third server whose code-resend cooldown is 2 s instead of 60 s (OTP_RESEND_COOLDOWN_SECONDS),
 * so a browser test can run the resend limits against the real server in seconds.
 */
export const shortCooldownServer = {
  brand: 'senzfy',
  ...at(2),
  env: { OTP_RESEND_COOLDOWN_SECONDS: '2' },
} as const;

/**
 * The fake Stripe API as a process (apps/api/src/test/fake-stripe-server.ts), so a browser test runs
 * a server with Stripe configured while offline.
 */
export const fakeStripeServer = { ...at(4) } as const;

/**
 * senzfy (cart and orders on, SPEC §6) with Stripe configured against the fake, on a database of its
 * own: the card element is Stripe.js, which the browser test replaces with a local stand-in.
 */
export const stripeServer = {
  brand: 'senzfy',
  ...at(3),
  dataDir: 'senzfy-stripe',
  env: {
    STRIPE_SECRET_KEY: fakeStripeKeys.secretKey,
    STRIPE_PUBLISHABLE_KEY: fakeStripeKeys.publishableKey,
    STRIPE_WEBHOOK_SECRET: fakeStripeKeys.webhookSecret,
    STRIPE_API_URL: fakeStripeServer.url,
  },
} as const;

/**
 * senzfy on a database of its own for the settings spec: it changes the shop's currency, logo and
 * WhatsApp link, which every other spec on a shared server would see midway. The marketing spec runs
 * here too (it only adds its own sliders and ads), which keeps the default server's sign-ins per
 * address under their limit.
 */
export const settingsServer = { brand: 'senzfy', ...at(5), dataDir: 'senzfy-settings' } as const;

/** The reCAPTCHA keys of the server below; the fake siteverify accepts the stand-in's tokens for them. */
export const standInRecaptchaKeys = { siteKey: 'stand-in-site-key', secretKey: 'stand-in-secret-key' } as const;

/** The fake siteverify as a process (e2e/recaptcha-stand-in/fake-siteverify.ts). */
export const fakeSiteverifyServer = { ...at(6) } as const;

/**
 * alef with Google reCAPTCHA configured, on a database of its own: the sign-in forms load Google's
 * script, which the browser test replaces with a local stand-in (e2e/recaptcha-stand-in), and the
 * server verifies tokens with the fake siteverify.
 */
export const recaptchaServer = {
  brand: 'alef',
  ...at(7),
  dataDir: 'alef-recaptcha',
  env: {
    RECAPTCHA_SITE_KEY: standInRecaptchaKeys.siteKey,
    RECAPTCHA_SECRET_KEY: standInRecaptchaKeys.secretKey,
    RECAPTCHA_VERIFY_URL: `${fakeSiteverifyServer.url}/recaptcha/api/siteverify`,
  },
} as const;

/**
 * watad (no back-office stock, SPEC §6) on a database of its own, for the stock-flag spec: the
 * recovery spec changes the shared watad server's administrator password.
 */
export const stockFreeServer = { brand: 'watad', ...at(8), dataDir: 'watad-stock' } as const;

/**
 * The twelve servers of the brands' home pages side by side (brand-home-pages.spec.ts), which that
 * spec starts and stops itself, a few at a time.
 */
export const brandHomeServerPort = (index: number) => base + 20 + index;

/**
 * alef on a database of its own, for the audit-log spec: its entries are counted from a known start,
 * and the shared alef server's writes by other specs would land between them.
 */
export const auditServer = { brand: 'alef', ...at(9), dataDir: 'alef-audit' } as const;

/**
 * alef on a database of its own, for the self-service profile spec: it registers companies and
 * changes their passwords, which would use up the shared server's registrations per address.
 */
export const selfServiceServer = { brand: 'alef', ...at(10), dataDir: 'alef-self-service' } as const;

/**
 * senzfy (cart and orders on) on a database of its own, for the order-operations spec: it accepts
 * the newest pending orders in bulk, which a spec on a shared server would meet midway.
 */
export const operationsServer = { brand: 'senzfy', ...at(11), dataDir: 'senzfy-operations' } as const;
