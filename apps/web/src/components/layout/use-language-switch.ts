import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Language } from '@iot/shared/languages';
import { withLanguage } from '../../lib/paths.ts';
import { storeLanguage } from '../../lib/storage.ts';

/** SPEC §2: changing language rewrites the URL prefix and the stored language. */
export function useLanguageSwitch(): (language: Language) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (language: Language) => {
      storeLanguage(language);
      navigate(`${withLanguage(location.pathname, language)}${location.search}${location.hash}`);
    },
    [location, navigate],
  );
}
