/** The section a page belongs to: the longest section path the page is under (/cms/customers/groups/1 → customer groups, not customers). */
export function activeSectionPath(pathname: string, sectionPaths: string[]): string | undefined {
  return sectionPaths
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}
