import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerPublicCache } from './public-cache.ts';

/** A bare app with the cache, the database's LISTEN and the clock stood in for, and one cached route. */
async function cachedApp(answer: () => Promise<unknown>): Promise<FastifyInstance> {
  const app = Fastify();
  app.decorate('database', { listen: async () => async () => {} } as unknown as FastifyInstance['database']);
  app.decorate('config', { brand: 'alef', publicCacheSeconds: 10 } as FastifyInstance['config']);
  app.decorate('clock', { now: () => new Date() } as FastifyInstance['clock']);
  app.decorateRequest('language', 'en');
  await registerPublicCache(app);
  app.get('/answer', { config: { publicCache: true } }, answer);
  await app.ready();
  return app;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('reads of one key under way together', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
  });

  it('run the handler once: the others wait for it and answer from what it kept', async () => {
    let runs = 0;
    app = await cachedApp(async () => {
      runs += 1;
      await pause(50);
      return { data: { run: runs } };
    });
    const answers = await Promise.all(Array.from({ length: 20 }, () => app!.inject({ method: 'GET', url: '/answer' })));
    expect(runs).toBe(1);
    expect(answers.map((answer) => [answer.statusCode, answer.json()])).toEqual(
      Array.from({ length: 20 }, () => [200, { data: { run: 1 } }]),
    );
  });

  it('go on by themselves when the first read fails, and keep the next answer', async () => {
    let runs = 0;
    app = await cachedApp(async () => {
      runs += 1;
      await pause(50);
      if (runs === 1) throw new Error('the database went away');
      return { data: { run: runs } };
    });
    const answers = await Promise.all(Array.from({ length: 5 }, () => app!.inject({ method: 'GET', url: '/answer' })));
    expect(answers[0]?.statusCode).toBe(500);
    expect(answers.slice(1).every((answer) => answer.statusCode === 200)).toBe(true);
    const after = runs;
    expect((await app.inject({ method: 'GET', url: '/answer' })).statusCode).toBe(200);
    expect(runs).toBe(after);
  });
});
