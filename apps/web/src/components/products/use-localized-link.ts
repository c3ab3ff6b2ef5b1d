import { useLanguage } from '../../lib/use-language.ts';

/**
 * Links stored in the CMS (sliders, ads) are written without a language ('/products?type=device');
 * inside the storefront they get the UI language prefix. Absolute URLs leave the site.
 */
export function useLocalizedLink(): (link: string) => { to: string } | { href: string } | undefined {
  const language = useLanguage();
  return (link) => {
    if (!link) return undefined;
    if (link.startsWith('/')) return { to: `/${language}${link === '/' ? '' : link}` };
    return { href: link };
  };
}
