import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Clock } from './modules/auth/clock.ts';
import type { Mailer } from './modules/mail/mailer.ts';

/**
 * What account services need from the running server. The Fastify instance carries all of it
 * (decorated in app.ts), so routes pass `app`; scripts and tests build one by hand.
 */
export type ServiceContext = {
  db: Database;
  clock: Clock;
  config: Config;
  tokenSecret: string;
  mailer: Mailer;
};
