import { usePaths } from '../../lib/paths.ts';

/**
 * Links stored in the CMS (sliders, ads) are written without a language ('/products?type=device');
 * inside the storefront they get the UI language prefix. Absolute URLs leave the site.
 */
export function useLocalizedLink(): (link: string) => { to: string } | { href: string } | undefined {
  const paths = usePaths();
  return (link) => {
    if (!link) return undefined;
    if (link.startsWith('/')) return { to: paths.stored(link) };
    return { href: link };
  };
}
