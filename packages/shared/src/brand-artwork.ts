import type { Brand } from './brands.ts';

/**
 * Artwork drawn from a brand's palette and monogram, so every brand has its own logo, favicon and
 * login artwork without binary assets in the repository. Apart from the registry (brands.ts): the
 * web app draws its one brand's and carries only that brand's record (apps/web/brand-plugin.ts).
 */

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function brandFaviconSvg(brand: Brand): string {
  const { primary, accent } = brand.palette;
  const size = brand.monogram.length > 1 ? 26 : 36;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${primary}"/><circle cx="52" cy="12" r="6" fill="${accent}"/><text x="32" y="44" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(brand.monogram)}</text></svg>`;
}

/**
 * The logo: the mark, then the name in `textColor` (the secondary in a shade readable on the
 * surface the logo sits on: logoTextColors in brand-colors.ts).
 */
export function brandLogoSvg(brand: Brand, textColor: string): string {
  const { primary, accent } = brand.palette;
  const name = escapeXml(brand.displayName);
  const width = 64 + name.length * 13;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} 48" role="img" aria-label="${name}"><rect x="2" y="4" width="40" height="40" rx="10" fill="${primary}"/><path d="M12 30a12 12 0 0 1 20 0" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/><path d="M7 24a18 18 0 0 1 30 0" stroke="${accent}" stroke-width="3" fill="none" stroke-linecap="round"/><circle cx="22" cy="33" r="3.5" fill="#fff"/><text x="52" y="32" direction="ltr" font-family="Arial,Helvetica,sans-serif" font-size="21" font-weight="700" fill="${textColor}">${name}</text></svg>`;
}

/** Login artwork: a network of connected devices in the brand's colours. */
export function brandLoginArtworkSvg(brand: Brand): string {
  const { primary, secondary, accent } = brand.palette;
  const nodes = [
    [80, 90],
    [210, 60],
    [320, 140],
    [140, 220],
    [260, 260],
    [380, 300],
    [90, 340],
    [200, 380],
  ] as const;
  const links = [
    [0, 1],
    [1, 2],
    [0, 3],
    [3, 4],
    [2, 4],
    [4, 5],
    [3, 6],
    [6, 7],
    [4, 7],
    [2, 5],
  ] as const;
  const lines = links
    .map(
      ([a, b]) =>
        `<line x1="${nodes[a][0]}" y1="${nodes[a][1]}" x2="${nodes[b][0]}" y2="${nodes[b][1]}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/>`,
    )
    .join('');
  const dots = nodes
    .map(
      ([x, y], i) => `<circle cx="${x}" cy="${y}" r="${i % 3 === 0 ? 14 : 9}" fill="${i % 2 ? accent : '#ffffff'}"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 460 460"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${secondary}"/></linearGradient></defs><rect width="460" height="460" fill="url(#g)"/>${lines}${dots}<text x="230" y="440" font-family="Arial,Helvetica,sans-serif" font-size="22" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(brand.displayName)}</text></svg>`;
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
