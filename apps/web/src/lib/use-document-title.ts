import { useEffect } from 'react';
import { brand } from './brand.ts';

/** Each page names itself in the tab: "Page | Brand title"; the home page shows the brand title alone. */
export function useDocumentTitle(pageTitle: string | undefined, description?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${brand.title}` : brand.title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pageTitle, description]);
}
