import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { brandNames, defaultBrandName } from '@iot/shared/brands';

/** `10.0.0.7`, `::1` or a CIDR range such as `10.0.0.0/8`. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** The addresses METRICS_ALLOW names, as a `BlockList` (node:net) that `check`s a caller's address. */
function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every setting the server reads, documented in README.md; validated once at start. */
const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  BRAND: z
    .enum(brandNames as [string, ...string[]], {
      error: `must be one of: ${brandNames.join(', ')}`,
    })
    .default(defaultBrandName),
  WEB_DIST_DIR: z.string().min(1).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SEED_DEMO_ORDERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  FILE_STORAGE: z.enum(['fs', 'postgres']).default('fs'),
  OTP_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SIGN_IN_PER_IP_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .transform((value) => new URL(value).origin)
    .optional(),
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('IoT Marketplace <no-reply@localhost>'),
  LOW_STOCK_DIGEST_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(0).max(32).default(16),
  RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
  RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  DEMO_ADMIN_EMAIL: z.email('must be an e-mail address').default('admin@example.com'),
  DEMO_ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_COMPANY_EMAIL: z.email('must be an e-mail address').default('company@example.com'),
  DEMO_COMPANY_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_TENANT_USER_EMAIL: z.email('must be an e-mail address').default('tenant.user@example.com'),
  DEMO_TENANT_USER_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_TENANT_ID: z.uuid('must be a UUID').optional(),
  // Stripe's own key prefixes, so a publishable key pasted as the secret stops the start, not a checkout.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key (pk_…)').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  PAYMENT_RECOVERY_AFTER_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(900),
  PAYMENTS: z.enum(['sandbox', 'stripe'], { error: 'must be sandbox or stripe' }).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_ALLOW: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isAddressOrRange), 'must be IP addresses or CIDR ranges, separated by commas')
    .optional(),
});

export type RateRule = { limit: number; windowSeconds: number };

/**
 * Abuse limits (DESIGN §API: stateless instances), shared by every API instance through the database. Per-IP rules count
 * every attempt; the account rule counts failed sign-ins per identifier and IP, so one office behind
 * one address does not lock its colleagues out and nobody can lock a victim out from elsewhere.
 */
export type RateLimits = {
  signInPerIp: RateRule;
  signInFailuresPerAccount: RateRule;
  registrationPerIp: RateRule;
  checkDataPerIp: RateRule;
  oneTimeCodePerIp: RateRule;
  requestsPerIp: RateRule;
  availabilityChecksPerIp: RateRule;
  customerUploadsPerIp: RateRule;
};

export const defaultRateLimits: RateLimits = {
  signInPerIp: { limit: 20, windowSeconds: 60 },
  signInFailuresPerAccount: { limit: 5, windowSeconds: 15 * 60 },
  registrationPerIp: { limit: 10, windowSeconds: 10 * 60 },
  checkDataPerIp: { limit: 60, windowSeconds: 60 },
  oneTimeCodePerIp: { limit: 30, windowSeconds: 60 },
  // Quotes and messages may come from anonymous shoppers: enough for a person, too few for a flood.
  requestsPerIp: { limit: 20, windowSeconds: 10 * 60 },
  // The availability check answers yes or no for any quantity: unlimited, about 20 calls would
  // binary-search the hidden stock. 60 a minute is more than a shopper at a quantity picker needs.
  availabilityChecksPerIp: { limit: 60, windowSeconds: 60 },
  // Customers upload only their avatar: a few tries per person, too few to fill the file store.
  customerUploadsPerIp: { limit: 20, windowSeconds: 10 * 60 },
};

/** scrypt cost: N = 2^15 (≈32 MiB, tens of ms) in real use; tests use a cheaper N, never another algorithm. */
const passwordHashCost = { production: 15, development: 15, test: 10 } as const;

export type DemoAccount = { email: string; password: string | undefined };

/** The Stripe account the `stripe` payment provider uses (DESIGN §API); absent: the offline sandbox. */
export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Where the SDK sends its requests instead of Stripe's API: tests point it at a local fake. */
  apiUrl: string | undefined;
};

/** Google reCAPTCHA, used instead of the built-in proof-of-work when both keys are set (DESIGN §API). */
export type RecaptchaSettings = {
  siteKey: string;
  secretKey: string;
  /** Where tokens are verified instead of Google's siteverify: the browser tests point it at a local fake. */
  verifyUrl?: string | undefined;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  brand: string;
  webDistDir: string;
  jwtSecret: string | undefined;
  logLevel: (typeof logLevels)[number];
  seedDemoData: boolean;
  /** With the demo data on a fresh install: 90 days of demo orders (workflows/demo-orders.ts). */
  seedDemoOrders: boolean;
  trustProxy: boolean;
  /** Where uploaded files live: DATA_DIR/files, or the database (several instances sharing one). */
  fileStorage: 'fs' | 'postgres';
  /**
   * How long an instance keeps a public catalog answer in memory at most (0: not at all). Changes
   * reach every instance at once through LISTEN/NOTIFY; this only bounds a missed notification.
   */
  publicCacheSeconds: number;
  /**
   * The storefront's own origin (`https://shop.example.com`) for the absolute addresses search
   * engines and social sites read: canonical links, hreflang, Open Graph, sitemap, robots.txt.
   * Without it, the request's own scheme and host (storefront-origin.ts).
   */
  publicUrl: string | undefined;
  /** SPEC §9: 60 s between code sends; browser tests shorten it to exercise the resend limits for real. */
  otpResendCooldownSeconds: number;
  mail: { smtpUrl: string | undefined; from: string };
  /** DESIGN §Operations: from this UTC hour on, the day's low-stock digest is mailed to the administrators (once). */
  lowStockDigestHourUtc: number;
  captcha: { difficulty: number; recaptcha: RecaptchaSettings | undefined };
  rateLimits: RateLimits;
  /** log2 of scrypt's N for new password hashes. */
  passwordHashCost: number;
  demo: { admin: DemoAccount; company: DemoAccount; tenantUser: DemoAccount; tenantId: string | undefined };
  stripe: StripeSettings | undefined;
  /**
   * The payment reconciler (DESIGN §API): how often a server runs a pass besides the one at start
   * (0: never, not even at start; off by default under NODE_ENV=test, where tests run passes
   * themselves), and how long a checkout without an order stays untouched before a pass finishes
   * or releases it (long enough for a customer at their bank's 3-D Secure page).
   */
  reconciler: { intervalSeconds: number; checkoutAfterSeconds: number };
  /**
   * Who may read /metrics (DESIGN §Operations): a bearer token and/or an address allow-list;
   * neither set, the route answers 404 like any unknown path.
   */
  metrics: { token: string | undefined; allow: BlockList | undefined };
};

export class ConfigError extends Error {}

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}\nSee README.md, section "Configuration".`);
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && !value.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: is required when NODE_ENV=production\nSee README.md, section "Configuration".',
    );
  }
  if (Boolean(value.RECAPTCHA_SITE_KEY) !== Boolean(value.RECAPTCHA_SECRET_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  RECAPTCHA_SITE_KEY, RECAPTCHA_SECRET_KEY: set both or neither\nSee README.md, section "Configuration".',
    );
  }
  if (value.RECAPTCHA_VERIFY_URL && !value.RECAPTCHA_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  RECAPTCHA_VERIFY_URL: only used with the reCAPTCHA keys\nSee README.md, section "Configuration".',
    );
  }
  const stripeKeys = [value.STRIPE_SECRET_KEY, value.STRIPE_PUBLISHABLE_KEY, value.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three or none\nSee README.md, section "Configuration".',
    );
  }
  if (value.STRIPE_API_URL && !value.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_API_URL: only used with the Stripe keys\nSee README.md, section "Configuration".',
    );
  }
  if (value.PAYMENTS === 'stripe' && !value.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS: stripe needs STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET\nSee README.md, section "Configuration".',
    );
  }
  if (value.PAYMENTS === 'sandbox' && value.STRIPE_SECRET_KEY) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS: sandbox, but the Stripe keys are set too; unset one or the other\nSee README.md, section "Configuration".',
    );
  }
  // DESIGN §API: production takes sandbox payments only when told so, never because keys are missing.
  if (value.NODE_ENV === 'production' && !value.STRIPE_SECRET_KEY && value.PAYMENTS !== 'sandbox') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS: no payment provider; set the STRIPE_* keys, or PAYMENTS=sandbox to take test payments only, when NODE_ENV=production\nSee README.md, section "Configuration".',
    );
  }
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(repositoryRoot, value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    brand: value.BRAND,
    webDistDir: value.WEB_DIST_DIR
      ? path.resolve(repositoryRoot, value.WEB_DIST_DIR)
      : path.join(repositoryRoot, 'apps/web/dist', value.BRAND),
    jwtSecret: value.JWT_SECRET,
    logLevel: value.LOG_LEVEL,
    seedDemoData: value.SEED_DEMO_DATA,
    seedDemoOrders: value.SEED_DEMO_ORDERS,
    trustProxy: value.TRUST_PROXY,
    fileStorage: value.FILE_STORAGE,
    otpResendCooldownSeconds: value.OTP_RESEND_COOLDOWN_SECONDS,
    publicCacheSeconds: value.PUBLIC_CACHE_SECONDS,
    publicUrl: value.PUBLIC_URL,
    mail: { smtpUrl: value.SMTP_URL, from: value.MAIL_FROM },
    lowStockDigestHourUtc: value.LOW_STOCK_DIGEST_HOUR_UTC,
    captcha: {
      difficulty: value.CAPTCHA_DIFFICULTY,
      recaptcha:
        value.RECAPTCHA_SITE_KEY && value.RECAPTCHA_SECRET_KEY
          ? {
              siteKey: value.RECAPTCHA_SITE_KEY,
              secretKey: value.RECAPTCHA_SECRET_KEY,
              verifyUrl: value.RECAPTCHA_VERIFY_URL,
            }
          : undefined,
    },
    // Many people may sign in from one address (an office behind one NAT): the per-address rate is a setting.
    rateLimits: { ...defaultRateLimits, signInPerIp: { limit: value.SIGN_IN_PER_IP_PER_MINUTE, windowSeconds: 60 } },
    passwordHashCost: passwordHashCost[value.NODE_ENV],
    demo: {
      admin: { email: value.DEMO_ADMIN_EMAIL.toLowerCase(), password: value.DEMO_ADMIN_PASSWORD },
      company: { email: value.DEMO_COMPANY_EMAIL.toLowerCase(), password: value.DEMO_COMPANY_PASSWORD },
      tenantUser: { email: value.DEMO_TENANT_USER_EMAIL.toLowerCase(), password: value.DEMO_TENANT_USER_PASSWORD },
      tenantId: value.DEMO_TENANT_ID?.toLowerCase(),
    },
    stripe:
      value.STRIPE_SECRET_KEY && value.STRIPE_PUBLISHABLE_KEY && value.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: value.STRIPE_SECRET_KEY,
            publishableKey: value.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: value.STRIPE_WEBHOOK_SECRET,
            apiUrl: value.STRIPE_API_URL,
          }
        : undefined,
    reconciler: {
      intervalSeconds: value.PAYMENT_RECONCILE_INTERVAL_SECONDS ?? (value.NODE_ENV === 'test' ? 0 : 60),
      checkoutAfterSeconds: value.PAYMENT_RECOVERY_AFTER_SECONDS,
    },
    metrics: {
      token: value.METRICS_TOKEN,
      allow: value.METRICS_ALLOW?.length ? addressList(value.METRICS_ALLOW) : undefined,
    },
  };
}
