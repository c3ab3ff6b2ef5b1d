import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from './api/captcha.ts';
import type { ApiBase } from '../../api/client.ts';
import { useAlert } from '../alerts/alert-context.ts';

/**
 * A form's captcha: solving starts when the form opens; `takeToken()` hands over the single-use token
 * or, when none is ready, shows SPEC §8 'Execute recaptcha not yet available' and answers null.
 */
export function useCaptchaToken(base: ApiBase): () => Promise<string | null> {
  const take = useCaptcha(base);
  const notify = useAlert();
  const { t } = useTranslation();
  return useCallback(async () => {
    const token = await take();
    if (!token) notify({ type: 'error', message: t('auth.captchaUnavailable') });
    return token;
  }, [take, notify, t]);
}
