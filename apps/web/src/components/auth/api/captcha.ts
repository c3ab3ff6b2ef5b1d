import { useCallback, useEffect, useRef, useState } from 'react';
import { captchaChallengeResponseSchema } from '@iot/shared/auth';
import { apiRequest, type ApiBase } from '../../../api/client.ts';
import { dayjs } from '../../../lib/dates.ts';
import { solveProofOfWork, type ProofOfWorkAnswer } from './proof-of-work.ts';

function solveInWorker(challenge: string, difficulty: number, signal: AbortSignal): Promise<number> {
  if (typeof Worker === 'undefined') return solveProofOfWork(challenge, difficulty, signal);
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
    const finish = () => {
      worker.terminate();
      signal.removeEventListener('abort', abort);
    };
    const abort = () => {
      finish();
      reject(new DOMException('Captcha solving aborted', 'AbortError'));
    };
    signal.addEventListener('abort', abort, { once: true });
    worker.onmessage = (event: MessageEvent<ProofOfWorkAnswer>) => {
      finish();
      if ('nonce' in event.data) resolve(event.data.nonce);
      else reject(new Error(event.data.error));
    };
    // A browser that cannot start module workers still solves it, in batches on this thread.
    worker.onerror = () => {
      finish();
      solveProofOfWork(challenge, difficulty, signal).then(resolve, reject);
    };
    worker.postMessage({ challenge, difficulty });
  });
}

type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

let recaptchaScript: Promise<Grecaptcha> | undefined;

/** Google's script is loaded only when the server names reCAPTCHA as the provider. */
function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  recaptchaScript ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    // A later attempt may succeed once the network is back: the failed script is not kept.
    const fail = (message: string) => {
      recaptchaScript = undefined;
      script.remove();
      reject(new Error(message));
    };
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else fail('reCAPTCHA did not start');
    };
    script.onerror = () => fail('reCAPTCHA could not load');
    document.head.appendChild(script);
  });
  return recaptchaScript;
}

type Status = 'solving' | 'ready' | 'failed';

/** A submit that arrives while the puzzle is still being solved waits this long before giving up. */
const submitGraceMs = 3000;

/**
 * The captcha token of a form (SPEC §7: sent in the `recaptcha` header). Solving starts when the form
 * opens so the token is usually ready by the time the user submits. Tokens are single use: taking
 * one starts the next. `take()` answers null when no token is ready (SPEC §8: the form then shows
 * 'Execute recaptcha not yet available').
 */
export function useCaptcha(base: ApiBase) {
  const token = useRef<string | null>(null);
  const siteKey = useRef<string | null>(null);
  const status = useRef<Status>('solving');
  const settled = useRef<Promise<void>>(Promise.resolve());
  // Each round fetches one challenge and solves it; a new round starts after a token is taken,
  // after a failure, or just before the challenge expires.
  const [round, setRound] = useState(0);
  const nextRound = useCallback(() => setRound((value) => value + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    let expiry: ReturnType<typeof setTimeout> | undefined;
    token.current = null;
    status.current = 'solving';
    settled.current = (async () => {
      const { data } = await apiRequest('/captcha/challenge', {
        schema: captchaChallengeResponseSchema,
        base,
        signal: controller.signal,
      });
      if (data.provider === 'recaptcha') {
        siteKey.current = data.siteKey;
        await loadRecaptcha(data.siteKey);
      } else {
        const nonce = await solveInWorker(data.challenge, data.difficulty, controller.signal);
        token.current = `${data.challenge}:${nonce}`;
        // An expired challenge would be refused; fetch the next one just before it lapses.
        const lifetime = dayjs(data.expiresAt).diff() - 5_000;
        if (Number.isFinite(lifetime) && lifetime > 0) expiry = setTimeout(nextRound, lifetime);
      }
      if (!controller.signal.aborted) status.current = 'ready';
    })().catch(() => {
      if (!controller.signal.aborted) status.current = 'failed';
    });
    return () => {
      controller.abort();
      clearTimeout(expiry);
    };
  }, [base, round, nextRound]);

  return useCallback(async (): Promise<string | null> => {
    if (status.current === 'solving') {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([settled.current, new Promise((resolve) => (timer = setTimeout(resolve, submitGraceMs)))]);
      clearTimeout(timer);
    }
    if (status.current === 'solving') return null;
    if (status.current === 'failed') {
      nextRound();
      return null;
    }
    let taken = token.current;
    if (!taken && siteKey.current) {
      const key = siteKey.current;
      taken = await loadRecaptcha(key)
        .then((grecaptcha) => grecaptcha.execute(key, { action: 'submit' }))
        .catch(() => null);
    }
    token.current = null;
    status.current = 'solving';
    nextRound();
    return taken;
  }, [nextRound]);
}
