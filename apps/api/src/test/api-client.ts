import { createApiClient, type ApiClient } from '@iot/api-client';
import type { FastifyInstance } from 'fastify';

/**
 * `fetch` over `app.inject`: a Request in, the app's Response out, no socket. The generated client
 * then runs against the real app exactly as it would against a listening server.
 */
export function injectFetch(app: FastifyInstance): (request: Request) => Promise<Response> {
  return async (request) => {
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(request.headers),
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      for (const one of [value ?? []].flat()) headers.append(name, String(one));
    }
    // A 204 or 304 Response may not carry a body, not even an empty one.
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/** The typed API client of packages/api-client, talking to `app` through `inject`. */
export function injectApiClient(app: FastifyInstance, headers: Record<string, string> = {}): ApiClient {
  return createApiClient({ baseUrl: 'http://localhost', fetch: injectFetch(app), headers });
}
