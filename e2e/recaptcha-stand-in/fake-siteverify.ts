import { createServer, type IncomingMessage } from 'node:http';

/**
 * A local stand-in for Google's siteverify (https://www.google.com/recaptcha/api/siteverify), as a
 * process, so a browser test runs a server with reCAPTCHA configured while offline:
 * `node --import tsx e2e/recaptcha-stand-in/fake-siteverify.ts <port>` with RECAPTCHA_SITE_KEY and
 * RECAPTCHA_SECRET_KEY set to the server's keys; the server then gets RECAPTCHA_VERIFY_URL=
 * http://127.0.0.1:<port>/recaptcha/api/siteverify. It answers as Google does: a token is good once,
 * for the secret of the site key it was made for (tokens come from the stand-in's anchor frame), and
 * GET /verifications lists what it was asked, for the test to check.
 */

type Verification = { response: string; remoteip: string; success: boolean; errorCodes: string[] };

const port = Number(process.argv[2] ?? 3106);
const siteKey = process.env.RECAPTCHA_SITE_KEY;
const secretKey = process.env.RECAPTCHA_SECRET_KEY;
if (!siteKey || !secretKey) throw new Error('fake siteverify: set RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY');

const used = new Set<string>();
const verifications: Verification[] = [];

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Google's answer for one token: its error codes (developers.google.com/recaptcha/docs/verify). */
function check(secret: string | null, response: string | null): { errorCodes: string[]; action?: string } {
  if (!secret) return { errorCodes: ['missing-input-secret'] };
  if (secret !== secretKey) return { errorCodes: ['invalid-input-secret'] };
  if (!response) return { errorCodes: ['missing-input-response'] };
  const [maker, key, action] = response.split('.');
  if (maker !== 'stand-in' || key !== siteKey || !action) return { errorCodes: ['invalid-input-response'] };
  if (used.has(response)) return { errorCodes: ['timeout-or-duplicate'] };
  used.add(response);
  return { errorCodes: [], action };
}

const server = createServer((request, reply) => {
  void (async () => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const send = (status: number, body: unknown) => {
      reply.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && pathname === '/health') return send(200, { status: 'ok' });
    if (request.method === 'GET' && pathname === '/verifications') return send(200, verifications);
    if (request.method !== 'POST' || pathname !== '/recaptcha/api/siteverify') return send(404, {});
    const form = new URLSearchParams(await readBody(request));
    const response = form.get('response') ?? '';
    const { errorCodes, action } = check(form.get('secret'), response);
    const success = errorCodes.length === 0;
    verifications.push({ response, remoteip: form.get('remoteip') ?? '', success, errorCodes });
    send(
      200,
      success
        ? { success, challenge_ts: new Date().toISOString(), hostname: '127.0.0.1', score: 0.9, action }
        : { success, 'error-codes': errorCodes },
    );
  })();
});

server.listen(port, '127.0.0.1');
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
