import type { Language } from '@iot/shared/languages';
import { toMajorUnits } from '@iot/shared/money';
import type { MarketplaceRequest, Quote, requestCreateBodySchema } from '@iot/shared/requests';
import { message } from '@iot/shared/validation-messages';
import type { z } from 'zod';
import { withDb, type ServiceContext } from '../../service-context.ts';
import { notFound, validationFailed } from '../../http/app-error.ts';
import { isKnownCountry, listCountries } from '../locations/location-reader.ts';
import { queueRequestReceivedMail } from '../mail/shop-mail-service.ts';
import { readProductRows } from '../products/product-reader.ts';
import {
  countRequestsInStatuses,
  findRequestRow,
  insertRequestRow,
  listRequestMessageRows,
  listRequestRows,
  updateRequestStatus,
  type RequestFilter,
} from './request-repository.ts';
import type { RequestMessageRow, RequestRow } from './request-table.ts';

type CreateBody = z.output<typeof requestCreateBodySchema>;
export type RequestSender = { kind: 'root' | 'tenant'; id: string } | undefined;

function quoteOf(row: RequestRow, now: Date): Quote | null {
  if (!row.quoteStatus || !row.quoteLines || !row.quoteCurrency || !row.quoteValidUntil || !row.quotedAt) return null;
  const currency = row.quoteCurrency;
  const major = (minor: number) => toMajorUnits(minor, currency);
  return {
    status: row.quoteStatus,
    currency: currency as Quote['currency'],
    lines: row.quoteLines.map((line) => ({
      productId: line.productId,
      name: line.name,
      code: line.code,
      quantity: line.quantity,
      unitPrice: major(line.unitPriceMinor),
      total: major(line.unitPriceMinor * line.quantity),
    })),
    subtotal: major(row.quoteSubtotalMinor ?? 0),
    validUntil: row.quoteValidUntil.toISOString(),
    expired: row.quoteStatus === 'offered' && row.quoteValidUntil <= now,
    note: row.quoteNote ?? '',
    answeredAt: row.quotedAt.toISOString(),
    orderId: row.quoteOrderId,
  };
}

/** The request as the API answers it, with its quote and its thread (oldest first). */
export function toRequest(
  row: RequestRow,
  messages: RequestMessageRow[],
  language: Language,
  now: Date,
): MarketplaceRequest {
  const country = row.country
    ? (listCountries(language).find((entry) => entry.id === row.country) ?? { id: row.country, name: row.country })
    : null;
  return {
    _id: row.id,
    type: row.type,
    status: row.status,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    email: row.email,
    companyName: row.companyName,
    country,
    city: row.city,
    products: row.products,
    message: row.message,
    customer: row.customerKind && row.customerId ? { kind: row.customerKind, id: row.customerId } : null,
    quote: quoteOf(row, now),
    messages: messages
      .filter((entry) => entry.requestId === row.id)
      .map((entry) => ({
        _id: entry.id,
        author: entry.author,
        body: entry.body,
        createdAt: entry.createdAt.toISOString(),
      })),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Records a quote or message; products must be visible ones, and their names are kept as sent. */
export async function submitRequest(
  ctx: ServiceContext,
  body: CreateBody,
  sender: RequestSender,
  language: Language,
): Promise<MarketplaceRequest> {
  if (body.country && !isKnownCountry(body.country)) throw validationFailed({ country: message.invalid('Country') });
  const ids = [...new Set(body.products.map((item) => item.productId))];
  const rows = new Map((await readProductRows(ctx, ids)).filter((row) => row.visible).map((row) => [row.id, row]));
  if (rows.size !== ids.length) throw validationFailed({ products: message.invalid('Product') });
  const products = body.products.map((item) => {
    const row = rows.get(item.productId);
    return {
      productId: item.productId,
      code: row?.code ?? '',
      name: row?.texts.en?.name ?? row?.code ?? '',
      quantity: item.quantity,
    };
  });
  // The administrators' notice commits with the request (DESIGN §Operations: mail through the outbox).
  return ctx.db.transaction(async (tx) => {
    const row = await insertRequestRow(tx, {
      type: body.type,
      fullName: body.fullName,
      phoneNumber: body.phoneNumber,
      email: body.email.toLowerCase(),
      companyName: body.companyName,
      country: body.country,
      city: body.city,
      products,
      message: body.message,
      language,
      customerKind: sender?.kind ?? null,
      customerId: sender?.id ?? null,
    });
    await queueRequestReceivedMail(withDb(ctx, tx), { ...row, _id: row.id });
    return toRequest(row, [], language, ctx.clock.now());
  });
}

/** The request with its thread, as both sides show it. */
export async function describeRequest(ctx: ServiceContext, row: RequestRow, language: Language) {
  return toRequest(row, await listRequestMessageRows(ctx.db, [row.id]), language, ctx.clock.now());
}

export async function listRequests(
  ctx: ServiceContext,
  filter: Omit<RequestFilter, 'offset'> & { page: number },
  language: Language,
) {
  const { db } = ctx;
  const { rows, total } = await listRequestRows(db, { ...filter, offset: (filter.page - 1) * filter.limit });
  const messages = await listRequestMessageRows(
    db,
    rows.map((row) => row.id),
  );
  const now = ctx.clock.now();
  return {
    data: rows.map((row) => toRequest(row, messages, language, now)),
    meta: { page: filter.page, limit: filter.limit, total },
  };
}

/** The requests still waiting for the back office: new or in progress (the dashboard's work queue). */
export async function countOpenRequests(ctx: ServiceContext): Promise<number> {
  return countRequestsInStatuses(ctx.db, ['new', 'in-progress']);
}

export async function getRequest(ctx: ServiceContext, id: string, language: Language): Promise<MarketplaceRequest> {
  const { db } = ctx;
  const row = await findRequestRow(db, id);
  if (!row) throw notFound(message.notFound('Request'));
  return describeRequest(ctx, row, language);
}

export async function changeRequestStatus(
  ctx: ServiceContext,
  id: string,
  status: RequestRow['status'],
  language: Language,
): Promise<MarketplaceRequest> {
  const { db } = ctx;
  const row = await updateRequestStatus(db, id, status);
  if (!row) throw notFound(message.notFound('Request'));
  return describeRequest(ctx, row, language);
}
