import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { forbidden, unauthorized } from './app-error.ts';
import { apiNotFound } from './error-handler.ts';

/**
 * DESIGN §Operations: Prometheus text at /metrics through prom-client. One registry per process,
 * as Prometheus scrapes each instance on its own; the metrics are module-level so that any module
 * (and the payment reconciler) counts through the functions below without a handle on the app.
 */
const registry = new Registry();

const requestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request to the end of its response, by method, route pattern and status',
  labelNames: ['method', 'route', 'status_code'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const publicCacheLookups = new Counter({
  name: 'public_cache_lookups_total',
  help: 'Anonymous catalog reads answered from the in-memory cache (hit) or read from the database (miss)',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

const ordersPlaced = new Counter({
  name: 'orders_placed_total',
  help: 'Orders created from a paid or bank-transfer checkout',
  registers: [registry],
});

const paymentCalls = new Counter({
  name: 'payments_total',
  help: "Calls to the payment provider, by driver, operation and the provider's outcome (error: the call failed)",
  labelNames: ['driver', 'operation', 'outcome'] as const,
  registers: [registry],
});

const reconcilerActions = new Counter({
  name: 'reconciler_actions_total',
  help: 'What the payment reconciler did to a checkout or claim left behind, by kind and outcome',
  labelNames: ['kind', 'outcome'] as const,
  registers: [registry],
});

export type PoolStats = { total: number; idle: number; waiting: number };
/** The database pools of this process (one per app; tests run several), read at each scrape. */
const pools = new Set<() => PoolStats | undefined>();

function poolGauge(name: string, help: string, pick: (stats: PoolStats) => number) {
  return new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let sum = 0;
      for (const read of pools) {
        const stats = read();
        if (stats) sum += pick(stats);
      }
      this.set(sum);
    },
  });
}
poolGauge('db_pool_connections_total', 'PostgreSQL pool connections open (0 on the embedded database)', (s) => s.total);
poolGauge('db_pool_connections_idle', 'PostgreSQL pool connections open and idle', (s) => s.idle);
poolGauge('db_pool_requests_waiting', 'Queries waiting for a PostgreSQL pool connection', (s) => s.waiting);

export function countPublicCacheLookup(outcome: 'hit' | 'miss'): void {
  publicCacheLookups.inc({ outcome });
}

export function countOrderPlaced(): void {
  ordersPlaced.inc();
}

export function countPaymentCall(driver: string, operation: string, outcome: string): void {
  paymentCalls.inc({ driver, operation, outcome });
}

/** For the payment reconciler: its actions on checkouts or claims (kind), by how they ended (outcome). */
export function countReconcilerAction(kind: string, outcome: string, count = 1): void {
  reconcilerActions.inc({ kind, outcome }, count);
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may scrape: a caller from an allowed address, or one with the bearer token. With neither
 * configured the route does not exist for anyone (404, as an unknown path), so a default install
 * publishes nothing; configured, a wrong or missing token is 401 and an address outside the list 403.
 */
function scrapeRefusal(app: FastifyInstance, request: FastifyRequest): 401 | 403 | 404 | undefined {
  const { token, allow } = app.config.metrics;
  if (!token && !allow) return 404;
  if (allow?.check(request.ip, request.ip.includes(':') ? 'ipv6' : 'ipv4')) return undefined;
  const header = request.headers.authorization ?? '';
  const given = header.toLowerCase().startsWith('bearer ') ? header.slice(7).trim() : '';
  if (token && given && sameSecret(given, token)) return undefined;
  return token && (!allow || given) ? 401 : 403;
}

/** Request durations for every route, and GET /metrics behind its guard. */
export function registerMetrics(app: FastifyInstance, readPool: () => PoolStats | undefined): void {
  pools.add(readPool);
  app.addHook('onClose', async () => {
    pools.delete(readPool);
  });
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    // The route's pattern, never the raw URL: one series per route, whatever ids and queries say.
    const route = request.routeOptions.url ?? 'unmatched';
    requestDuration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', {
    logLevel: 'warn',
    schema: { hide: true },
    handler: async (request, reply) => {
      const refusal = scrapeRefusal(app, request);
      if (refusal === 404) return apiNotFound(request, reply);
      if (refusal === 401) throw unauthorized();
      if (refusal === 403) throw forbidden();
      return reply.header('content-type', registry.contentType).send(await registry.metrics());
    },
  });
}
