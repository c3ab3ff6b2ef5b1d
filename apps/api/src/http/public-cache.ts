import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { publicDataChannel } from '../db/database.ts';
import { compressAnswer, negotiatedEncoding, type ApiEncoding } from './compression.ts';
import { countPublicCacheLookup } from './metrics.ts';

/**
 * Called when the storefront's public data changed: with the table a statement changed, or with
 * null when notifications may have been missed (the listening connection came back), so anything
 * may have changed.
 */
export type PublicDataListener = (table: string | null) => void;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyContextConfig {
    /**
     * The route's anonymous GET answers are the same for everyone with the same path, query and
     * language, made only of the tables whose triggers notify `public_data_changed` (migration
     * 0012), so each instance may keep them (see registerPublicCache).
     */
    publicCache?: boolean;
    /** What else an answer of the route depends on (a page's theme), added to the cache key. */
    publicCacheVariant?: (request: FastifyRequest) => string;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyInstance {
    /** Subscribes to changes of the public data, from any instance; returns the unsubscribe. */
    onPublicDataChanged: (listener: PublicDataListener) => () => void;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- declaration merging needs an interface
  interface FastifyRequest {
    /** The cache key of an anonymous read of a cached route that the cache could not answer. */
    publicCacheKey: string | undefined;
    /** The cache's generation when that read started: an answer read before a change is not kept. */
    publicCacheGeneration: number;
    /** Lets the reads of the same key that waited for this one go on (once it is answered). */
    publicCacheRelease: (() => void) | undefined;
  }
}

/** One answer, serialised once; each encoding compressed the first time a client asks for it. */
type Entry = {
  key: string;
  /** The products it shows (shownProducts): a change of their stock forgets it. */
  products: string[];
  body: Buffer;
  etag: string;
  contentType: string;
  expiresAt: number;
  encoded: Partial<Record<ApiEncoding, Buffer>>;
  bytes: number;
};

/** Bounds against a flood of distinct queries; the oldest answers go first. */
const limits = { entries: 10_000, bytes: 64 * 1024 * 1024 };

/** Changes of some products' stock remembered to judge reads still running (about as many as a second of orders). */
const rememberedStockChanges = 1000;

/** What a stock notification names (migration 0014): the answers showing other products stay. */
const stockTable = 'inventory_levels';

/**
 * The ids of the products an answer shows: every product an answer shows, and so every stock it
 * shows (a card's, a detail's), comes with its `_id` (productCardSchema, productSchema). A page
 * the server drew (storefront-pages.ts) carries the answers it was drawn from, as the web app holds
 * them: with `id` for `_id` (apps/web/src/api/client.ts mapIds). Ids of other things (metadata) are
 * caught too, harmlessly: no stock change names them.
 */
export function shownProducts(body: string): string[] {
  const ids = new Set<string>();
  for (const match of body.matchAll(/"_?id":"([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})"/g)) {
    if (match[1]) ids.add(match[1]);
  }
  return [...ids];
}

/** The answers kept by one instance (exported for its tests). */
export function createAnswerStore() {
  const entries = new Map<string, Entry>();
  /** The keys of the entries showing each product. */
  const byProduct = new Map<string, Set<string>>();
  let bytes = 0;
  let generation = 0;
  /** Reads begun before this generation are stale whatever they show (everything changed, or the log below lost track). */
  let staleBefore = 0;
  /** The stock changes since then, by generation. */
  const stockChanges: { generation: number; products: Set<string> }[] = [];
  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
    for (const id of entry.products) {
      const keys = byProduct.get(id);
      keys?.delete(key);
      if (keys?.size === 0) byProduct.delete(id);
    }
  };
  /** Whether the data an answer read from the start of `readGeneration` on may have changed since. */
  const changedSince = (readGeneration: number, products: string[]) =>
    readGeneration < staleBefore ||
    stockChanges.some((change) => change.generation > readGeneration && products.some((id) => change.products.has(id)));
  return {
    get generation() {
      return generation;
    },
    clear() {
      generation += 1;
      staleBefore = generation;
      stockChanges.length = 0;
      entries.clear();
      byProduct.clear();
      bytes = 0;
    },
    /** Forgets the answers showing any of `products`, whose stock changed. */
    forgetProducts(products: string[]) {
      generation += 1;
      stockChanges.push({ generation, products: new Set(products) });
      if (stockChanges.length > rememberedStockChanges) staleBefore = stockChanges.shift()?.generation ?? generation;
      for (const id of products) for (const key of [...(byProduct.get(id) ?? [])]) remove(key);
    },
    get(key: string, now: number): Entry | undefined {
      const entry = entries.get(key);
      if (entry && entry.expiresAt <= now) {
        remove(key);
        return undefined;
      }
      return entry;
    },
    /** Keeps the entry unless the data it shows changed since the read that made it began. */
    set(entry: Entry, readGeneration: number) {
      if (changedSince(readGeneration, entry.products)) return;
      remove(entry.key);
      entries.set(entry.key, entry);
      bytes += entry.bytes;
      for (const id of entry.products) {
        const keys = byProduct.get(id) ?? new Set<string>();
        byProduct.set(id, keys);
        keys.add(entry.key);
      }
      for (const oldest of entries.keys()) {
        if (entries.size <= limits.entries && bytes <= limits.bytes) break;
        remove(oldest);
      }
    },
    /** The entry's bytes in `encoding`, compressed on first use and kept with it. */
    encoded(entry: Entry, encoding: ApiEncoding): Buffer {
      const known = entry.encoded[encoding];
      if (known) return known;
      const compressed = compressAnswer(entry.body, encoding);
      entry.encoded[encoding] = compressed;
      entry.bytes += compressed.length;
      if (entries.get(entry.key) === entry) bytes += compressed.length;
      return compressed;
    },
  };
}

/** @fastify/etag's tag (sha1, base64), so a cached answer and an uncached one carry the same. */
const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64')}"`;

/** @fastify/etag's comparison: a weak validator matches its strong form and the other way round. */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  return given === etag || given === `W/${etag}` || `W/${given}` === etag;
}

/**
 * The query's parameters in name order; values of one name keep their order, since a list may
 * depend on it. The raw text is kept (never decoded), so two keys are equal only when the
 * parser would read the same parameters.
 */
function normalisedQuery(url: string): { path: string; query: string } {
  const mark = url.indexOf('?');
  if (mark === -1) return { path: url, query: '' };
  const nameOf = (pair: string) => pair.split('=', 1)[0] ?? '';
  const pairs = url
    .slice(mark + 1)
    .split('&')
    .filter(Boolean)
    .sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0));
  return { path: url.slice(0, mark), query: pairs.join('&') };
}

/**
 * Issue 12 "reads nearly free": each instance keeps the anonymous 200 answers of the routes that
 * opt in (`config: { publicCache: true }`), keyed by path, query, language and brand, serialised
 * once and compressed once per encoding, and answers them at onRequest without running
 * validation, the handler, serialisation or compression again. Visibility settings are data (the
 * settings table), so they invalidate like the catalog does.
 *
 * Every instance forgets them all when the triggers of migration 0012 notify a change, whoever made
 * it: another instance, a script, or this instance itself, whose own write is heard before that
 * write's promise resolves (DatabaseHandle.listen), so an admin's next read is never stale here.
 * A stock change (an order, a stock adjustment) names its products (migration 0014) and forgets
 * only the answers showing them: no answer reads stock but for the products it shows (the list has
 * no stock filter or order).
 * `PUBLIC_CACHE_SECONDS` bounds what a lost notification could leave (and an ad's window opening).
 *
 * A request with an Authorization header is never answered from the cache and its answer never
 * kept: signed-in answers may be the caller's own. The session is the bearer token alone (no
 * cookie is read anywhere: modules/auth/guards.ts), so other headers leave a read anonymous.
 * The time zone is not in the key: none of these answers reads it.
 *
 * Registered before @fastify/etag (response-headers.ts): a miss tags its answer here and the plugin
 * only compares; a hit carries its tag and encoding, so neither the plugin nor @fastify/compress
 * hashes or compresses again.
 */
export async function registerPublicCache(app: FastifyInstance): Promise<void> {
  const store = createAnswerStore();
  const listeners = new Set<PublicDataListener>();
  const changed = (table: string | null, products?: string[]) => {
    if (products) store.forgetProducts(products);
    else store.clear();
    for (const listener of listeners) listener(table);
  };
  app.decorate('onPublicDataChanged', (listener: PublicDataListener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  });
  // The payload is the table and the transaction (migration 0012), and for stock the products
  // whose level changed, when a notification could name them all (migration 0014).
  const stopListening = await app.database.listen(
    publicDataChannel,
    (payload) => {
      const [table = payload, , products] = payload.split(' ');
      changed(table, table === stockTable && products ? products.split(',') : undefined);
    },
    () => changed(null),
  );
  app.addHook('onClose', async () => {
    await stopListening();
  });

  const seconds = app.config.publicCacheSeconds;
  if (seconds === 0) return;
  const now = () => app.clock.now().getTime();
  app.decorateRequest('publicCacheKey', undefined);
  app.decorateRequest('publicCacheGeneration', 0);
  app.decorateRequest('publicCacheRelease', undefined);
  /**
   * The reads under way, by key. A key's later reads wait for the first and answer from what it
   * kept, rather than all read the database and serialise the same answer at once: a popular
   * product's page just after a change, or a product first asked for by many shoppers together.
   */
  const reading = new Map<string, Promise<void>>();

  const answerFromCache: onRequestHookHandler = async function (request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' || request.headers.authorization !== undefined) return;
    const { path, query } = normalisedQuery(request.url);
    const variant = request.routeOptions.config.publicCacheVariant?.(request) ?? '';
    const key = `${app.config.brand} ${request.language} ${path}?${query} ${variant}`;
    let entry = store.get(key, now());
    const underway = entry ? undefined : reading.get(key);
    if (underway) {
      await underway;
      entry = store.get(key, now());
    }
    countPublicCacheLookup(entry ? 'hit' : 'miss');
    if (!entry) {
      request.publicCacheKey = key;
      request.publicCacheGeneration = store.generation;
      let release = () => {};
      const read = new Promise<void>((resolve) => {
        release = resolve;
      });
      reading.set(key, read);
      request.publicCacheRelease = () => {
        if (reading.get(key) === read) reading.delete(key);
        release();
      };
      return;
    }
    reply.header('content-type', entry.contentType).header('etag', entry.etag);
    if (matchesEtag(request, entry.etag)) return reply.code(304).send('');
    const encoding = negotiatedEncoding(request, entry.body.length);
    if (!encoding) return reply.send(entry.body);
    return reply.header('content-encoding', encoding).send(store.encoded(entry, encoding));
  };

  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), answerFromCache];
  });

  // Whatever became of a read (an error, a client that left), the reads waiting for it go on.
  app.addHook('onResponse', async (request) => request.publicCacheRelease?.());
  app.addHook('onRequestAbort', async (request) => request.publicCacheRelease?.());

  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.publicCacheKey;
    if (key === undefined || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload);
    const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
    const entry: Entry = {
      key,
      products: shownProducts(payload),
      body,
      etag: etagOf(payload),
      contentType,
      expiresAt: now() + seconds * 1000,
      encoded: {},
      bytes: body.length,
    };
    store.set(entry, request.publicCacheGeneration);
    request.publicCacheRelease?.();
    reply.header('etag', entry.etag);
    // A matching tag: @fastify/etag turns it into a 304 next, with nothing to compress.
    if (matchesEtag(request, entry.etag)) return payload;
    const encoding = negotiatedEncoding(request, body.length);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    return store.encoded(entry, encoding);
  });
}
