import { fakeStripeKeys, startFakeStripe } from './fake-stripe.ts';

/**
 * The fake Stripe as a process, for browser tests that run a server with Stripe configured:
 * `node --import tsx apps/api/src/test/fake-stripe-server.ts <port>`, then start the server with
 * STRIPE_API_URL=http://127.0.0.1:<port> and the keys printed here.
 */
const port = Number(process.argv[2] ?? 12111);
const fake = await startFakeStripe(port);
console.log(
  `fake Stripe on ${fake.url}: STRIPE_SECRET_KEY=${fakeStripeKeys.secretKey} STRIPE_PUBLISHABLE_KEY=${fakeStripeKeys.publishableKey} STRIPE_WEBHOOK_SECRET=${fakeStripeKeys.webhookSecret}`,
);
const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
