/**
 * schema.org JSON-LD for search engines (https://schema.org, Google's structured data guides): what
 * a page shows, said again in a form a crawler reads without guessing. The builders live in the
 * features of the pages that use them, so a page's first load carries only its own.
 */
export type StructuredData = Record<string, unknown>;

/**
 * The data as the text of a `<script type="application/ld+json">`: `<` escaped, so no product text
 * can close the element.
 */
export function structuredDataText(data: StructuredData[]): string {
  return JSON.stringify(data.length === 1 ? data[0] : data).replace(/</g, '\\u003c');
}
