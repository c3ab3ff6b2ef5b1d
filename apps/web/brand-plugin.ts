import type { Plugin } from 'vite';
// Relative import: the config is bundled before workspace packages can be resolved as TypeScript.
import { brandFaviconSvg, brandLogoSvg } from '../../packages/shared/src/brand-artwork.ts';
import { logoTextColors } from '../../packages/shared/src/brand-colors.ts';
import { resolveBrand, type Brand } from '../../packages/shared/src/brands.ts';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The module src/lib/brand.ts reads the chosen brand's record from. */
const brandModule = 'virtual:brand';
const resolvedBrandModule = `\0${brandModule}`;

/**
 * DESIGN §Web: the brand is chosen at build time. An unknown BRAND stops the build with the list of
 * valid names; a known one sets the title, favicon and theme colour of index.html, and is the one
 * record `virtual:brand` holds: the app carries its own brand rather than the whole registry. The
 * logo for each colour scheme is drawn here too, so the colour arithmetic stays out of the app.
 */
export function brandPlugin(name: string | undefined): { brand: Brand; plugin: Plugin } {
  const brand = resolveBrand(name);
  const favicon = brandFaviconSvg(brand);
  const textColors = logoTextColors(brand);
  const logos = { light: brandLogoSvg(brand, textColors.light), dark: brandLogoSvg(brand, textColors.dark) };
  const plugin: Plugin = {
    name: 'iot-brand',
    transformIndexHtml: (html) =>
      html
        .replaceAll('%BRAND_TITLE%', escapeHtml(brand.title))
        .replaceAll('%BRAND_DESCRIPTION%', escapeHtml(brand.tagline.en))
        .replaceAll('%BRAND_COLOR%', brand.palette.primary),
    configureServer(server) {
      server.middlewares.use('/favicon.svg', (_req, res) => {
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(favicon);
      });
    },
    resolveId: (id) => (id === brandModule ? resolvedBrandModule : undefined),
    load: (id) =>
      id === resolvedBrandModule
        ? `export const brand = ${JSON.stringify(brand)};\nexport const brandLogos = ${JSON.stringify(logos)};`
        : undefined,
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'favicon.svg', source: favicon });
    },
  };
  return { brand, plugin };
}
