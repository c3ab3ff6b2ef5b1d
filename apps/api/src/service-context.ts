import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { systemClock, type Clock } from './modules/auth/clock.ts';
import { createMailer, withoutShopMail, type MailLog, type Mailer } from './modules/mail/mailer.ts';
import { createPaymentProvider } from './modules/payments/create-payment-provider.ts';
import type { PaymentProvider } from './modules/payments/payment-provider.ts';

/**
 * Everything a service needs from the running server, passed as the first argument of every
 * service function (DESIGN §API: one ServiceContext). The Fastify instance carries all of it
 * (decorated in app.ts), so routes pass `app`; scripts build one with `createServiceContext`.
 * Inside a transaction a service passes `withDb(ctx, tx)` on, so everything it calls joins it.
 */
export type ServiceContext = {
  db: Database;
  clock: Clock;
  config: Config;
  tokenSecret: string;
  mailer: Mailer;
  payments: PaymentProvider;
};

export type ServiceContextInput = {
  db: Database;
  config: Config;
  tokenSecret: string;
  clock?: Clock;
  log?: MailLog;
};

/** A context outside a request (start-up seeding, scripts, the bench); mail goes to `log` (the console by default). */
export function createServiceContext({
  db,
  config,
  tokenSecret,
  clock = systemClock,
  log = console,
}: ServiceContextInput): ServiceContext {
  return {
    db,
    config,
    tokenSecret,
    clock,
    mailer: createMailer(db, { mail: config.mail, brand: config.brand }, log, clock),
    payments: createPaymentProvider(db, config, tokenSecret),
  };
}

/**
 * The same context on another database handle (a transaction). Fields are copied by name, never
 * spread: a route's context is the Fastify instance, whose decorations live on its prototype, and
 * `{ ...app }` would silently drop the clock, config and mailer.
 */
export function withDb(ctx: ServiceContext, db: Database): ServiceContext {
  return {
    db,
    clock: ctx.clock,
    config: ctx.config,
    tokenSecret: ctx.tokenSecret,
    mailer: ctx.mailer,
    payments: ctx.payments,
  };
}

/**
 * The same context at another time: what it writes is dated by `clock` (the demo order history,
 * placed through the real workflows at past times). Copied by name, as in `withDb`.
 */
export function withClock(ctx: ServiceContext, clock: Clock): ServiceContext {
  return { ...withDb(ctx, ctx.db), clock };
}

/** The same context without shop mail (`withoutShopMail`): what the demo order history is placed with. */
export function withoutMail(ctx: ServiceContext): ServiceContext {
  return { ...withDb(ctx, ctx.db), mailer: withoutShopMail(ctx.mailer) };
}
