import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productsSitemapParamsSchema } from '@iot/shared/storefront-paths';
import { notFound } from '../../http/app-error.ts';
import { originVariant, storefrontOrigin } from '../../http/storefront-origin.ts';
import { pagesSitemap, productsSitemap, robotsText, sitemapIndex } from './sitemap-service.ts';

const xml = 'application/xml; charset=utf-8';

/**
 * robots.txt and the sitemaps at the site's root, where crawlers look for them. The sitemaps are
 * read from the catalog the storefront shows, so the public cache keeps them and forgets them with
 * it (a product, group or settings change); each host gets its own copy without PUBLIC_URL.
 */
export const sitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { publicCache: true, publicCacheVariant: originVariant };
  app.get('/robots.txt', {
    config,
    schema: {
      tags: ['crawlers'],
      summary: 'Which pages crawlers may read, and where the sitemap is',
      operationId: 'getRobotsText',
      description:
        'Plain text for crawlers: keeps them out of the back office, cart, checkout and account pages in every language, and names the sitemap index.',
    },
    handler: async (request, reply) =>
      reply.type('text/plain; charset=utf-8').send(robotsText(storefrontOrigin(request))),
  });
  app.get('/sitemap.xml', {
    config,
    schema: {
      tags: ['crawlers'],
      summary: 'Sitemap index: the public pages, then the visible products in pages',
      operationId: 'getSitemapIndex',
      description:
        'An XML sitemap index listing the storefront pages’ sitemap and one sitemap per page of visible products; served from the public cache and forgotten with the catalog.',
    },
    handler: async (request, reply) => reply.type(xml).send(await sitemapIndex(app, storefrontOrigin(request))),
  });
  app.get('/sitemaps/pages.xml', {
    config,
    schema: {
      tags: ['crawlers'],
      summary: 'The storefront pages in every language',
      operationId: 'getPagesSitemap',
      description:
        'An XML sitemap of the storefront’s own pages (home, list, and the terms and policy pages the brand has), each with its language alternates.',
    },
    handler: async (request, reply) => reply.type(xml).send(pagesSitemap(app, storefrontOrigin(request))),
  });
  app.get('/sitemaps/products/:page', {
    config,
    schema: {
      tags: ['crawlers'],
      summary: 'Visible products from this id on, in every language (at most 50,000 addresses)',
      operationId: 'getProductsSitemap',
      description:
        'An XML sitemap of visible products in key order from the given page key, each in English and Arabic with hreflang alternates; hidden products never appear; 404 past the last page.',
      params: productsSitemapParamsSchema,
    },
    handler: async (request, reply) => {
      const page = await productsSitemap(app, storefrontOrigin(request), request.params.page);
      if (page === null) throw notFound();
      return reply.type(xml).send(page);
    },
  });
};
