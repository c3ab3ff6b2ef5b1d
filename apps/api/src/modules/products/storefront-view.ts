import type { FastifyInstance } from 'fastify';
import type { ProductView } from './product-service.ts';
import { storefrontView } from './storefront-service.ts';

/**
 * What shoppers may see (storefrontView, from the settings), read once and again only after the
 * settings change, which every instance hears (app.onPublicDataChanged) before the change's own
 * request is answered. An uncached catalog read read the settings row every time, one of the five
 * or six queries of a product's page (issue 12).
 */
export function storefrontViewReader(app: FastifyInstance): () => Promise<ProductView> {
  let view: Promise<ProductView> | undefined;
  app.onPublicDataChanged((table) => {
    if (table === null || table === 'settings') view = undefined;
  });
  return () => {
    if (view) return view;
    const read = storefrontView(app, app.config.brand);
    view = read;
    // A failed read is not kept: the next request reads again.
    read.catch(() => {
      if (view === read) view = undefined;
    });
    return read;
  };
}
