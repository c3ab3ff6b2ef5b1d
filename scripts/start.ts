import { brandNames } from '../packages/shared/src/brands.ts';
import { ensureWebBuild } from './build-web.ts';

// `npm start`: build what is missing, then run the API, which also serves the web app.
const brand = process.env.BRAND || undefined;
if (brand && !brandNames.includes(brand)) {
  console.error(`Unknown brand "${brand}". Valid brands: ${brandNames.join(', ')}`);
  process.exit(78);
}
try {
  ensureWebBuild(brand);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
await import('../apps/api/src/server.ts');
