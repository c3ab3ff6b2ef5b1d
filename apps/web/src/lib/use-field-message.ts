import { useCallback } from 'react';
import { localizeMessage } from '@iot/shared/validation-messages';
import { useLanguage } from './use-language.ts';

/** Validation messages are written once in English (SPEC §5); this shows them in the UI language. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const language = useLanguage();
  return useCallback((message) => (message ? localizeMessage(message, language) : undefined), [language]);
}
