import type { HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

type ThirdPartyOrigins = { script: string[]; frame: string[]; connect: string[] };

// With Stripe configured, the card element is Stripe.js and its iframes (DESIGN §API: the card
// number goes from the browser to Stripe only).
const stripeOrigins: ThirdPartyOrigins = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

// With reCAPTCHA configured, the sign-in forms load Google's api.js, which loads the rest of itself
// from gstatic and runs in frames of Google's; the paths are those of Google's CSP guidance
// (developers.google.com/recaptcha/docs/faq), so the rest of google.com stays out.
const recaptchaOrigins: ThirdPartyOrigins = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connect: ['https://www.google.com/recaptcha/'],
};

/**
 * The page's Content-Security-Policy: our own origin only, plus a provider's origins when, and only
 * when, its keys are set. Emotion injects <style> at run time, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(
  config: Pick<Config, 'stripe' | 'captcha'>,
): Exclude<HelmetOptions['contentSecurityPolicy'], boolean | undefined> {
  const allowed = [config.stripe && stripeOrigins, config.captcha.recaptcha && recaptchaOrigins].filter(
    (origins) => origins !== undefined,
  );
  const from = (kind: keyof ThirdPartyOrigins) => allowed.flatMap((origins) => origins[kind]);
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...from('script')],
      frameSrc: ["'self'", ...from('frame')],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", ...from('connect')],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      // Plain-HTTP installs (the embedded demo on a LAN address) must not be forced to https.
      upgradeInsecureRequests: null,
    },
  };
}
