import type { Language } from '@iot/shared/languages';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { readAdminMailRecipients } from '../admins/admin-reader.ts';
import { keepsStock } from '../inventory/inventory-reader.ts';
import { listInventory } from '../inventory/inventory-service.ts';
import { layOutMail } from './mail-layout.ts';
import { claimDigestDay } from './mail-repository.ts';
import { senderOf } from './shop-mail-service.ts';
import { lowStockDigestDraft, type LowStockLine } from './shop-mail-messages.ts';
import { readTogether } from '../../db/read-together.ts';

export type DigestOutcome = 'not-due' | 'taken' | 'nothing-low' | 'queued';

/** At most this many products in one digest, the lowest first; the inventory screen lists the rest. */
const digestLimit = 100;

async function lowStockLines(ctx: ServiceContext, language: Language): Promise<LowStockLine[]> {
  const page = (stock: 'out' | 'low') =>
    listInventory(ctx, { page: 1, limit: digestLimit, stock, sort: 'levelAsc' }, language);
  const [out, low] = await readTogether(ctx.db, [() => page('out'), () => page('low')]);
  return [...out.data, ...low.data].slice(0, digestLimit);
}

/**
 * The daily low-stock digest to every administrator, once a day from `hourUtc` on. Each instance
 * of the server may try; the day is claimed by inserting its row, in the transaction that queues
 * the mails, so exactly one instance's digest is written (DESIGN §API: stateless instances).
 */
export async function queueLowStockDigest(ctx: ServiceContext, hourUtc: number): Promise<DigestOutcome> {
  const now = ctx.clock.now();
  if (now.getUTCHours() < hourUtc || !keepsStock(ctx)) return 'not-due';
  const day = now.toISOString().slice(0, 10);
  return ctx.db.transaction(async (tx) => {
    const inTx = withDb(ctx, tx);
    if (!(await claimDigestDay(tx, 'low-stock', day, now))) return 'taken';
    const admins = await readAdminMailRecipients(inTx);
    const byLanguage = new Map<Language, LowStockLine[]>();
    for (const language of new Set(admins.map((admin) => admin.language)))
      byLanguage.set(language, await lowStockLines(inTx, language));
    if ([...byLanguage.values()].every((lines) => lines.length === 0)) return 'nothing-low';
    const sender = await senderOf(inTx);
    for (const admin of admins) {
      const lines = byLanguage.get(admin.language) ?? [];
      const backOffice = ctx.config.publicUrl
        ? `${ctx.config.publicUrl}/${admin.language}/cms/inventory?stock=low`
        : undefined;
      await ctx.mailer.queue(tx, {
        to: admin.email,
        language: admin.language,
        kind: 'low-stock-digest',
        content: layOutMail(lowStockDigestDraft(lines, admin.language, { backOffice }), admin.language, sender),
      });
    }
    return 'queued';
  });
}
