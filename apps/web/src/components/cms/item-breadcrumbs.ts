import type { Crumb } from '../page-breadcrumbs.tsx';

/** The way to a list item's page: its section, its list, the item itself (once known), the page. */
export function itemBreadcrumbs(section: Crumb, list: Crumb, name: string | undefined, page: string): Crumb[] {
  return [section, list, ...(name ? [{ label: name }] : []), { label: page }];
}
