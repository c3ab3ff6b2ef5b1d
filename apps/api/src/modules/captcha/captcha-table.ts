import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Proof-of-work challenges already spent; a row per id makes each challenge single-use across instances. */
export const usedCaptchaChallengesTable = pgTable(
  'used_captcha_challenges',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('used_captcha_challenges_expires_idx').on(table.expiresAt)],
);
