import { useEffect } from 'react';
import { brand } from './brand.ts';
import { useLanguage } from './use-language.ts';

/**
 * Each page names itself in the tab: "Page | Brand title"; the home page shows the brand title
 * alone. A page without a description of its own shows the brand's tagline, not the last page's.
 */
export function useDocumentTitle(pageTitle: string | undefined, description?: string) {
  const language = useLanguage();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${brand.title}` : brand.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description ?? brand.tagline[language]);
  }, [pageTitle, description, language]);
}
