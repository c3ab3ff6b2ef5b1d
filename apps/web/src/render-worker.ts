import { parentPort, workerData } from 'node:worker_threads';
import { JSDOM } from 'jsdom';
import type { FromRenderThread, RenderThreadData, ToRenderThread } from '@iot/shared/storefront-rendering';
import { createStorefrontRenderer } from './entry-server.tsx';

/**
 * The render thread: the web build's server entry, run in a worker thread the API starts
 * (apps/api/src/http/render-thread.ts), so that React's renderer shares neither the API's heap nor
 * its promise machinery. The loaders' requests go to the address the API listens on.
 */

const port = parentPort;
if (!port) throw new Error('render-worker.js runs in a worker thread the API starts');
const { apiOrigin } = workerData as RenderThreadData;

const render = createStorefrontRenderer({
  // The web app's requests are relative addresses of the API (api/client.ts).
  fetch: (input, init) => fetch(typeof input === 'string' ? new URL(input, apiOrigin) : input, init),
  domWindow: new JSDOM('').window,
});

port.on('message', ({ id, request }: ToRenderThread) => {
  const answer = (message: FromRenderThread) => port.postMessage(message);
  render(request).then(
    (result) => answer({ id, result }),
    (error: unknown) => {
      const failure = error instanceof Error ? error : new Error(String(error));
      answer({ id, failure: { message: failure.message, stack: failure.stack } });
    },
  );
});
