import { resolveBrand } from '@iot/shared/brands';
import type { Language } from '@iot/shared/languages';
import type { AdminOrder } from '@iot/shared/admin-orders';
import type { ServiceContext } from '../../service-context.ts';
import { readAdminMailRecipients } from '../admins/admin-reader.ts';
import { readCompanyContacts } from '../companies/company-reader.ts';
import { getAdminOrder } from '../orders/admin-order-service.ts';
import { readSettings } from '../settings/settings-service.ts';
import { readTenantUserContacts } from '../tenants/tenant-user-reader.ts';
import { layOutMail, type MailDraft, type MailSender } from './mail-layout.ts';
import {
  orderMailDraft,
  quoteAnsweredDraft,
  requestReceivedDraft,
  type MailQuote,
  type MailRequest,
  type OrderMailDetails,
  type OrderMailEvent,
} from './shop-mail-messages.ts';

export type { MailQuote, MailRequest, OrderMailDetails, OrderMailEvent } from './shop-mail-messages.ts';

/**
 * The shop's mails (DESIGN §API: the outbox), queued in the caller's transaction: each is written
 * exactly when the change it tells of commits, and a delivery pass sends it after (retrying while
 * SMTP refuses). Customers read them in their account's language, administrators in theirs.
 */

type Recipient = { email: string; language: Language };

/** Who the store's mails come from: the build's brand and the copyright line of its settings. */
export async function senderOf(ctx: ServiceContext): Promise<MailSender> {
  const settings = await readSettings(ctx);
  return { brand: resolveBrand(ctx.config.brand), copyright: settings.copyright };
}

/** `/{language}{path}` on the store's public address, when it is configured (PUBLIC_URL). */
function linkTo(ctx: ServiceContext, language: Language, path: string): string | undefined {
  return ctx.config.publicUrl ? `${ctx.config.publicUrl}/${language}${path}` : undefined;
}

async function queueDraft(
  ctx: ServiceContext,
  sender: MailSender,
  recipient: Recipient,
  kind: string,
  draft: MailDraft,
): Promise<void> {
  await ctx.mailer.queue(ctx.db, {
    to: recipient.email,
    language: recipient.language,
    kind,
    content: layOutMail(draft, recipient.language, sender),
  });
}

/** The order's customer: where their mails go and in which language. */
async function customerOf(ctx: ServiceContext, order: AdminOrder): Promise<Recipient | undefined> {
  const ids = [order.customer.id];
  const [contact] =
    order.customer.kind === 'root' ? await readCompanyContacts(ctx, ids) : await readTenantUserContacts(ctx, ids);
  return contact?.email ? { email: contact.email, language: contact.language } : undefined;
}

/**
 * Queues the mail of an order's event, in the caller's transaction: to its customer, and for a new
 * order to every administrator too. Other workflows call it for their own events (a refund:
 * `queueOrderMail(ctx, orderId, 'refunded', { refundedAmount, note })`).
 */
export async function queueOrderMail(
  ctx: ServiceContext,
  orderId: string,
  event: OrderMailEvent,
  details: OrderMailDetails = {},
): Promise<void> {
  const sender = await senderOf(ctx);
  const views = new Map<Language, Promise<AdminOrder>>();
  // Line names are snapshot in every language (DESIGN §Data): each reader gets theirs.
  const orderIn = (language: Language) => {
    let view = views.get(language);
    if (!view) {
      view = getAdminOrder(ctx, orderId, language);
      views.set(language, view);
    }
    return view;
  };
  const customer = await customerOf(ctx, await orderIn('en'));
  if (customer) {
    const order = await orderIn(customer.language);
    const links = { order: linkTo(ctx, customer.language, `/orders/${order._id}`) };
    await queueDraft(
      ctx,
      sender,
      customer,
      `order-${event}`,
      orderMailDraft(event, order, customer.language, details, links),
    );
  }
  if (event !== 'placed') return;
  for (const admin of await readAdminMailRecipients(ctx)) {
    const order = await orderIn(admin.language);
    const links = { backOffice: linkTo(ctx, admin.language, `/cms/orders/${order._id}`) };
    await queueDraft(
      ctx,
      sender,
      admin,
      'order-placed-admin',
      orderMailDraft('placed-admin', order, admin.language, {}, links),
    );
  }
}

/** A quote request or message from the storefront, to every administrator (in the caller's transaction). */
export async function queueRequestReceivedMail(
  ctx: ServiceContext,
  request: MailRequest & { _id: string },
): Promise<void> {
  const sender = await senderOf(ctx);
  for (const admin of await readAdminMailRecipients(ctx)) {
    const links = { backOffice: linkTo(ctx, admin.language, `/cms/requests/${request._id}`) };
    await queueDraft(
      ctx,
      sender,
      admin,
      `${request.type}-received`,
      requestReceivedDraft(request, admin.language, links),
    );
  }
}

/**
 * A quote the back office answered, to the customer who asked for it (in the caller's transaction):
 * the quotes workflow calls it with the request's e-mail and language.
 */
export async function queueQuoteAnsweredMail(ctx: ServiceContext, to: Recipient, quote: MailQuote): Promise<void> {
  const sender = await senderOf(ctx);
  const links = { requests: linkTo(ctx, to.language, '/requests') };
  await queueDraft(ctx, sender, to, 'quote-answered', quoteAnsweredDraft(quote, to.language, links));
}
