import autocannon from 'autocannon';
import { latencyOf, perRequest, ratio, type TargetFigures } from './figures.ts';

/** One load target: a path (or several, taken in turn), as a shopper's browser would ask for it. */
export type Target = {
  name: string;
  /** Paths on the server, taken in turn by every new request. */
  paths: string[];
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Headers that must change with every request (an order's idempotency key). */
  perRequestHeaders?: () => Record<string, string>;
};

export type LoadOptions = {
  connections: number;
  seconds: number;
  warmUpSeconds: number;
  /** CPU milliseconds used so far by the server process, and by the database server when it is apart. */
  appCpuMs: () => Promise<number>;
  databaseCpuMs: (() => number) | undefined;
  /** req/s of the bare route in this run; undefined while measuring the bare route itself. */
  bareRequestsPerSecond: number | undefined;
};

/** What browsers send: compressed answers welcome (the API compresses what is worth it). */
const browserHeaders = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

const maxWarmUpSeconds = 30;
const windowCapSeconds = (seconds: number) => Math.max(30, 3 * seconds);
const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Waits until the server (and the database server) is idle again: closed connections do not stop the
 * requests already queued in it, and the next target must not pay for them.
 */
async function quiet(options: LoadOptions): Promise<void> {
  const interval = 0.25;
  const idleMs = interval * 1000 * 0.1;
  const deadline = performance.now() + 120_000;
  let app = await options.appCpuMs();
  let database = options.databaseCpuMs?.() ?? 0;
  while (performance.now() < deadline) {
    await sleep(interval);
    const [nextApp, nextDatabase] = [await options.appCpuMs(), options.databaseCpuMs?.() ?? 0];
    const idle = nextApp - app < idleMs && nextDatabase - database < idleMs;
    [app, database] = [nextApp, nextDatabase];
    if (idle) return;
  }
}

type Snapshot = { at: number; responses: number; appCpuMs: number; databaseCpuMs: number | undefined };

/**
 * Loads `baseUrl` with autocannon for warm-up + measured seconds without a pause between them, and
 * counts only what happens in the measured window: its two ends are taken while the load runs, so
 * requests in flight at either end cancel out rather than leave uncounted work behind.
 */
export async function measure(baseUrl: string, target: Target, options: LoadOptions): Promise<TargetFigures> {
  let next = 0;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const instance = autocannon(
    {
      url: baseUrl,
      connections: options.connections,
      // Longer than the longest warm-up and window: the bench stops it itself.
      duration: maxWarmUpSeconds + windowCapSeconds(options.seconds) + 60,
      timeout: 10,
      requests: [
        {
          method: target.method ?? 'GET',
          ...(target.body === undefined ? {} : { body: target.body }),
          setupRequest: (request) => {
            const path = target.paths[next % target.paths.length] ?? '/';
            next += 1;
            return {
              ...request,
              path,
              headers: { ...browserHeaders, ...target.headers, ...target.perRequestHeaders?.() },
            };
          },
        },
      ],
    },
    () => finish(),
  );

  let measuring = false;
  let responses = 0;
  const latencies: number[] = [];
  const errors = { non2xx: 0, socket: 0, timeouts: 0 };
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    responses += 1;
    if (!measuring) return;
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) errors.non2xx += 1;
  });
  instance.on('reqError', (error: Error) => {
    if (!measuring) return;
    if (error.message.includes('timed out')) errors.timeouts += 1;
    else errors.socket += 1;
  });

  const snapshot = async (): Promise<Snapshot> => {
    const appCpuMs = await options.appCpuMs();
    return { at: performance.now(), responses, appCpuMs, databaseCpuMs: options.databaseCpuMs?.() };
  };
  // Warm up until every connection has had an answer (a slow target's first answers take seconds).
  const warmUpEnd = performance.now() + maxWarmUpSeconds * 1000;
  await sleep(options.warmUpSeconds);
  while (responses < options.connections && performance.now() < warmUpEnd) await sleep(0.1);
  const start = await snapshot();
  measuring = true;
  latencies.length = 0;
  // A slow target answers its connections in waves seconds apart: the window takes in at least one
  // answer per connection, or a short window could fall between two waves and see nothing.
  await sleep(options.seconds);
  const windowEnd = performance.now() + windowCapSeconds(options.seconds) * 1000;
  while (responses - start.responses < options.connections && performance.now() < windowEnd) await sleep(0.1);
  const end = await snapshot();
  measuring = false;
  instance.stop();
  await finished;
  await quiet(options);

  const requests = end.responses - start.responses;
  const seconds = (end.at - start.at) / 1000;
  const requestsPerSecond = requests / seconds;
  return {
    target: target.name,
    requests,
    seconds,
    requestsPerSecond,
    ratioToBare: ratio(requestsPerSecond, options.bareRequestsPerSecond ?? requestsPerSecond),
    latencyMs: latencyOf(latencies),
    errors: { ...errors, total: errors.non2xx + errors.socket + errors.timeouts },
    appCpuMsPerRequest: perRequest(start.appCpuMs, end.appCpuMs, requests),
    databaseCpuMsPerRequest:
      start.databaseCpuMs === undefined || end.databaseCpuMs === undefined
        ? undefined
        : perRequest(start.databaseCpuMs, end.databaseCpuMs, requests),
  };
}
