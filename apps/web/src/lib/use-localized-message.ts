import type { Language } from '@iot/shared/languages';
import { lazyModule } from './lazy-module.ts';

const messages = lazyModule(() => import('@iot/shared/validation-messages'));

/**
 * A message the API or SPEC §5 writes in English, in the page's language, for a page that shows one
 * only after input (the product page's above-stock message). English is the message itself; the
 * Arabic tables (every template and server text, some 4 KiB gzip) come when the message is first
 * shown, not with the page (issue 12). Null until they are here.
 */
export function useLocalizedMessage(text: string, language: Language, shown: boolean): string | null {
  const module = messages.useModule(shown && language !== 'en');
  if (language === 'en') return text;
  return module ? module.localizeMessage(text, language) : null;
}
