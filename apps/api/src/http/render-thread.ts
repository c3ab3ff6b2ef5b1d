import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type {
  FromRenderThread,
  RenderThreadData,
  StorefrontPageRequest,
  StorefrontRenderResult,
  ToRenderThread,
} from '@iot/shared/storefront-rendering';

/**
 * The thread storefront pages are drawn in: the web build's render worker (apps/web/src/render-worker.ts).
 * React's Node renderer keeps each render in an AsyncLocalStorage; on Node 20 its first render turns
 * on the promise hooks of the thread it runs in, and V8 then takes the slow path of every promise
 * for the life of that thread. The loaders' requests reach the API over the loopback address, as a
 * browser's do: answered through `app.inject`, whose stand-in requests and replies went through the
 * same code as real ones, they slowed the real ones too. Drawn in the API's thread through
 * `app.inject`, a single page cost the product list a quarter of its throughput for good
 * (docs/decisions.md).
 */
export type RenderThread = {
  /** The page, or null when the server does not listen (a test's app driven by `app.inject`): the browser draws it. */
  render(request: StorefrontPageRequest): Promise<StorefrontRenderResult>;
  /** Starts the thread ahead of the first page, so its first visitor does not wait for it. */
  warm(): void;
  close(): Promise<void>;
};

/** Where the listening server is reached from this machine; null for a pipe or a server not listening. */
function loopbackOrigin(app: FastifyInstance): string | null {
  const address = app.server.listening ? app.server.address() : null;
  if (address === null || typeof address === 'string') return null;
  const { family, port, address: host } = address as AddressInfo;
  if (family === 'IPv6') return `http://[${host === '::' ? '::1' : host}]:${port}`;
  return `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
}

/** Runs `workerFile` in a worker thread from the first page on, and again after it stops. */
export function createRenderThread(app: FastifyInstance, workerFile: string): RenderThread {
  type Waiting = { resolve: (result: StorefrontRenderResult) => void; reject: (error: Error) => void };
  const rendering = new Map<number, Waiting>();
  let nextRenderId = 0;
  let thread: Worker | null = null;
  let closed = false;

  function settle(id: number): Waiting | undefined {
    const waiting = rendering.get(id);
    rendering.delete(id);
    return waiting;
  }

  function start(apiOrigin: string): Worker {
    const workerData: RenderThreadData = { apiOrigin };
    const worker = new Worker(workerFile, { workerData });
    // An app left open (a test's) does not keep the process alive for it; close() ends it.
    worker.unref();
    let failure: Error | undefined;
    worker.on('message', (message: FromRenderThread) => {
      if ('result' in message) {
        settle(message.id)?.resolve(message.result);
        return;
      }
      const error = new Error(message.failure.message);
      error.stack = message.failure.stack;
      settle(message.id)?.reject(error);
    });
    worker.on('error', (error) => {
      failure = error;
      app.log.error({ err: error }, 'the render thread failed');
    });
    worker.on('exit', (code) => {
      if (thread === worker) thread = null;
      // One thread at a time: whatever is still waiting was sent to this one.
      const error = failure ?? new Error(`the render thread stopped (exit code ${code})`);
      for (const waiting of rendering.values()) waiting.reject(error);
      rendering.clear();
    });
    return worker;
  }

  /** The running thread, started if need be; null when there is no server to send its requests to. */
  function running(): Worker | null {
    if (closed) return null;
    if (thread) return thread;
    const apiOrigin = loopbackOrigin(app);
    if (apiOrigin) thread = start(apiOrigin);
    return thread;
  }

  return {
    render(request) {
      const worker = running();
      if (!worker) return Promise.resolve(null);
      const id = nextRenderId++;
      return new Promise<StorefrontRenderResult>((resolve, reject) => {
        rendering.set(id, { resolve, reject });
        worker.postMessage({ id, request } satisfies ToRenderThread);
      });
    },
    warm() {
      running();
    },
    async close() {
      closed = true;
      await thread?.terminate();
    },
  };
}
