import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { metadataKindNames, metadataKinds } from '@iot/shared/catalog-metadata';
import { marketingKinds } from '@iot/shared/marketing';

/**
 * The document-level parts of the OpenAPI document (DESIGN §API: generated from the shared zod
 * schemas, served at /docs); each route gives its own operationId, tags, summary and description.
 * A client is generated from it (packages/api-client), so every operation's tag is listed here.
 */

const tags: { name: string; description: string }[] = [
  { name: 'health', description: 'Whether the process runs and reaches its database, for load balancers and probes.' },
  { name: 'crawlers', description: 'robots.txt and the sitemaps of the storefront, for search engines.' },
  { name: 'audit-log', description: 'Who changed what in the back office, when and from where; read-only.' },
  {
    name: 'files',
    description:
      'Uploaded images and PDF documents: uploaded by administrators, served by id to anyone with long cache headers, images also as thumbnails and WebP sizes.',
  },
  {
    name: 'auth',
    description:
      'The captcha both sign-in screens solve before signing in, registering or asking for a password code (the `recaptcha` header).',
  },
  {
    name: 'admins',
    description: 'Back-office sign-in, token refresh, sign-out, the signed-in administrator and password recovery.',
  },
  { name: 'mail', description: 'The outbox of mails the server sent or stored, for administrators.' },
  { name: 'tenants', description: 'Tenants (customer organisations) and their users, managed from the back office.' },
  {
    name: 'settings',
    description:
      'Store settings: branding, languages, visibility and contact info read by the storefront; edited, and the currency converted, in the back office.',
  },
  { name: 'metadata', description: 'Countries and their cities, named in the request language, under both API bases.' },
  ...metadataKindNames.map((kind) => ({
    name: `metadata: ${kind}`,
    description: `${metadataKinds[kind].label} entries of the catalog metadata: managed in the back office with texts per language${kind === 'pictures' ? '' : ', listed (active ones) to the storefront'}.`,
  })),
  {
    name: 'products',
    description:
      'The catalog as the back office manages it: every product, visible or hidden, with its texts per language.',
  },
  {
    name: 'inventory',
    description:
      'Stock levels, low-stock thresholds and the stock-movement ledger of every product; CSV export and import.',
  },
  { name: 'product groups', description: 'Named groups of products that the storefront shows together.' },
  ...marketingKinds.map((kind) => ({
    name: `marketing: ${kind}`,
    description: `The storefront's ${kind === 'sliders' ? 'home-page sliders' : 'advertisements'}: managed in the back office, the active ones shown in order.`,
  })),
  { name: 'requests', description: 'Quote requests and messages sent from the storefront, and their handling.' },
  {
    name: 'orders',
    description:
      'Pricing a cart, placing and confirming orders, a customer’s own orders; in the back office every order, its status and its shipments.',
  },
  { name: 'transactions', description: 'Payment transactions (authorisations, captures, cancellations, refunds).' },
  { name: 'customers', description: 'Company accounts and tenant users as the back office sees them.' },
  { name: 'customer groups', description: 'Groups of customers that discounts can be limited to.' },
  {
    name: 'discounts',
    description: 'Discount codes: managed in the back office, checked against a cart by customers.',
  },
  { name: 'dashboard', description: 'Figures of a period for the back office’s home page.' },
  {
    name: 'licenses',
    description: 'Seats of subscription products allocated to tenants or companies, and which tenant users hold them.',
  },
  { name: 'customer auth', description: 'Token refresh and sign-out of companies and tenant users.' },
  {
    name: 'companies',
    description:
      'Company accounts: registration with an e-mailed code, sign-in, profile, password change and recovery.',
  },
  {
    name: 'tenant users',
    description: 'Users of a tenant: sign-in with the tenant ID, profile, password change and recovery.',
  },
  {
    name: 'storefront products',
    description:
      'The visible catalog as the storefront shows it, in the request language, with filters and availability.',
  },
  { name: 'addresses', description: 'The signed-in customer’s saved shipping addresses.' },
  { name: 'payment-methods', description: 'The signed-in customer’s saved cards and bank accounts.' },
  {
    name: 'payments',
    description:
      'The payment provider’s configuration for the card element, its webhooks, and the sandbox’s 3-D Secure step.',
  },
];

export const openApiDocument: NonNullable<FastifyDynamicSwaggerOptions['openapi']> = {
  info: {
    title: 'IoT Marketplace API',
    version: '0.1.0',
    description:
      'The admin API under /marketplace (the back office, bearer tokens of the admin realm) and the customer API under /marketplace-customer (the storefront, public or with bearer tokens of the customer realm), plus health and files. Answers are JSON: `{ data }`, lists `{ data, meta: { page, limit, total } }`, errors `{ error: { code, message, fields? } }` in the language of `Accept-Language` (English or Arabic). A typed client generated from this document is the workspace package `@iot/api-client`.',
    contact: { name: 'IoT Marketplace maintainers' },
  },
  // One process serves both APIs, the files and the web app on one origin (DESIGN §Shape).
  servers: [
    {
      url: '{origin}',
      description: 'The server, as started with `npm start`',
      variables: {
        origin: { default: 'http://localhost:3000', description: 'Scheme, host and port the server listens on' },
      },
    },
  ],
  tags,
  components: {
    securitySchemes: {
      adminBearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'An access token from the back-office sign-in (admin realm).',
      },
      customerBearer: {
        type: 'http',
        scheme: 'bearer',
        bearerFormat: 'JWT',
        description: 'An access token from a company or tenant-user sign-in (customer realm).',
      },
    },
  },
};
