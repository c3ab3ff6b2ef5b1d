import Fastify from 'fastify';
import helmet from 'helmet';
import { describe, expect, it, vi } from 'vitest';
import { helmetHeaders, registerSecurityHeaders } from './security-headers.ts';

vi.mock('helmet', async (importOriginal) => {
  const actual = await importOriginal<{ default: typeof helmet }>();
  return { default: vi.fn(actual.default) };
});

const options = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  frameguard: { action: 'deny' as const },
};

describe('security headers', () => {
  it("are helmet's headers for the options", () => {
    const headers = Object.fromEntries(helmetHeaders(options));
    expect(headers['Content-Security-Policy']).toMatch(/^default-src 'self';.*frame-ancestors 'none'/);
    expect(headers['X-Frame-Options']).toBe('DENY');
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Strict-Transport-Security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers).not.toHaveProperty('Cross-Origin-Embedder-Policy');
  });

  it('go out on every answer, errors included, from one run of helmet', async () => {
    const policy = Object.fromEntries(helmetHeaders(options))['Content-Security-Policy'];
    vi.mocked(helmet).mockClear();
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/ok', async () => ({ ok: true }));
    app.get('/fails', async () => {
      throw new Error('boom');
    });
    for (const url of ['/ok', '/fails', '/missing', '/ok']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toBe(policy);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
    }
    expect(helmet).toHaveBeenCalledTimes(1);
    await app.close();
  });
});
