import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { StorefrontPage, StorefrontPageRequest } from '@iot/shared/storefront-rendering';
import { createRenderThread, type RenderThread } from './render-thread.ts';

/**
 * A stand-in for the web build's render worker: it asks the API for its answer over the address it
 * was given, as the real one's loaders do, and says which thread drew the page.
 */
const standInWorker = `
import { parentPort, threadId, workerData } from 'node:worker_threads';
parentPort.on('message', async ({ id, request }) => {
  const { pathname } = new URL(request.url);
  if (pathname === '/en/crash') process.exit(3);
  if (pathname === '/en/fails') return parentPort.postMessage({ id, failure: { message: 'a loader failed' } });
  const answer = await fetch(new URL('/marketplace-customer/settings', workerData.apiOrigin));
  parentPort.postMessage({
    id,
    result: { language: 'en', direction: 'ltr', status: 200, head: '', body: (await answer.text()) + ' ' + threadId, state: '' },
  });
});
`;

const page = (pathname: string): StorefrontPageRequest => ({
  url: `http://shop.test${pathname}`,
  dark: false,
  origin: 'http://shop.test',
});

describe('the render thread storefront pages are drawn in', () => {
  let folder: string;
  let workerFile: string;
  let app: FastifyInstance;
  let thread: RenderThread;

  beforeAll(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'render-thread-'));
    workerFile = path.join(folder, 'render-worker.js');
    writeFileSync(path.join(folder, 'package.json'), '{"type":"module"}');
    writeFileSync(workerFile, standInWorker);
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  const startApp = async (listen: boolean) => {
    app = Fastify();
    app.get('/marketplace-customer/settings', async () => 'settings');
    thread = createRenderThread(app, workerFile);
    app.addHook('onClose', () => thread.close());
    if (listen) await app.listen({ port: 0, host: '127.0.0.1' });
    else await app.ready();
  };

  afterEach(() => app.close());

  it("draws a page in a thread of its own, whose requests reach the API's routes over the loopback address", async () => {
    await startApp(true);
    const drawn = (await thread.render(page('/en'))) as StorefrontPage;
    const [answer, drawnIn] = drawn.body.split(' ');
    expect(answer).toBe('settings');
    expect(Number(drawnIn)).not.toBe(threadId);
    // One thread for every page.
    expect(((await thread.render(page('/en/products'))) as StorefrontPage).body).toBe(drawn.body);
  });

  it("leaves the page to the browser when the API does not listen (a test's app, driven through app.inject)", async () => {
    await startApp(false);
    await expect(thread.render(page('/en'))).resolves.toBeNull();
  });

  it('hands on a failed render, and starts a new thread after one stops', async () => {
    await startApp(true);
    await expect(thread.render(page('/en/fails'))).rejects.toThrow('a loader failed');
    const before = ((await thread.render(page('/en'))) as StorefrontPage).body;
    await expect(thread.render(page('/en/crash'))).rejects.toThrow('exit code 3');
    const after = ((await thread.render(page('/en'))) as StorefrontPage).body;
    expect(after.startsWith('settings ')).toBe(true);
    expect(after).not.toBe(before);
  });

  it('draws nothing once the app is closed', async () => {
    await startApp(true);
    await thread.render(page('/en'));
    await app.close();
    await expect(thread.render(page('/en'))).resolves.toBeNull();
  });
});
