// The brands the browser tests run side by side: alef (the default, no terms page) and watad (terms page).
export const brandServers = {
  alef: { brand: 'alef', port: 3100, url: 'http://127.0.0.1:3100' },
  watad: { brand: 'watad', port: 3101, url: 'http://127.0.0.1:3101' },
} as const;

/**
 * A third server whose code-resend cooldown is 2 s instead of 60 s (OTP_RESEND_COOLDOWN_SECONDS),
 * so a browser test can run the resend limits against the real server in seconds.
 */
export const shortCooldownServer = {
  brand: 'senzfy',
  port: 3102,
  url: 'http://127.0.0.1:3102',
  env: { OTP_RESEND_COOLDOWN_SECONDS: '2' },
} as const;
