import { useEffect, useState } from 'react';
import type { Language } from '@iot/shared/languages';
import type { localizeMessage } from '@iot/shared/validation-messages';

type Localize = typeof localizeMessage;

let localize: Localize | undefined;

/**
 * A message the API or SPEC §5 writes in English, in the page's language, for a page that shows one
 * only after input (the product page's above-stock message). English is the message itself; the
 * Arabic tables (every template and server text, some 4 KiB gzip) come when the message is first
 * shown, not with the page (issue 12). Null until they are here.
 */
export function useLocalizedMessage(text: string, language: Language, shown: boolean): string | null {
  const [, setLoaded] = useState(false);
  const needed = shown && language !== 'en' && !localize;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    void import('@iot/shared/validation-messages').then((module) => {
      localize = module.localizeMessage;
      if (current) setLoaded(true);
    });
    return () => {
      current = false;
    };
  }, [needed]);
  if (language === 'en') return text;
  return localize ? localize(text, language) : null;
}
