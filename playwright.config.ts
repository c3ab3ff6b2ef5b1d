import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { authServerEnv } from './e2e/auth-support.ts';
import {
  auditServer,
  brandServers,
  fakeSiteverifyServer,
  fakeStripeServer,
  operationsServer,
  recaptchaServer,
  selfServiceServer,
  settingsServer,
  shortCooldownServer,
  standInRecaptchaKeys,
  stockFreeServer,
  stripeServer,
} from './e2e/servers.ts';

// System Chromium only: nothing here downloads a browser (DESIGN §Tests). Debian's headless shell
// when it is installed (.ci/run installs it): the same engine without the browser's own UI
// processes, about a third less CPU per test on two cores (docs/decisions.md).
const headlessShell = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROME_PATH || (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
const runDir = mkdtempSync(path.join(os.tmpdir(), 'iot-e2e-'));

const appServers = [
  ...Object.values(brandServers),
  shortCooldownServer,
  stripeServer,
  settingsServer,
  recaptchaServer,
  stockFreeServer,
  auditServer,
  selfServiceServer,
  operationsServer,
];

export default defineConfig({
  testDir: './e2e',
  // Generous: two workers, seven app servers, two fakes and PostgreSQL share two cores on CI, so a page step can take seconds.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  use: {
    baseURL: brandServers.alef.url,
    // Recording a trace costs every action a DOM snapshot; only a retried test records one.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // The product as a user starts it (`npm start`: build if needed, then serve), one server per brand.
  webServer: [
    // The fake Stripe API first, so the Stripe-configured server below finds it (see e2e/servers.ts).
    {
      command: `node --import tsx apps/api/src/test/fake-stripe-server.ts ${fakeStripeServer.port}`,
      url: `${fakeStripeServer.url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    },
    // Google's siteverify faked the same way, for the reCAPTCHA-configured server.
    {
      command: `node --import tsx e2e/recaptcha-stand-in/fake-siteverify.ts ${fakeSiteverifyServer.port}`,
      url: `${fakeSiteverifyServer.url}/health`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: { RECAPTCHA_SITE_KEY: standInRecaptchaKeys.siteKey, RECAPTCHA_SECRET_KEY: standInRecaptchaKeys.secretKey },
    },
    ...appServers.map((server) => ({
      command: 'node --import tsx e2e/start-server.ts',
      url: `${server.url}/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
      env: {
        BRAND: server.brand,
        PORT: String(server.port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(runDir, 'dataDir' in server ? server.dataDir : server.brand),
        LOG_LEVEL: 'warn',
        // On CI's PostgreSQL when there is one (see e2e/start-server.ts).
        ...(process.env.TEST_DATABASE_URL ? { E2E_POSTGRES_URL: process.env.TEST_DATABASE_URL } : {}),
        // Demo accounts the sign-in tests use, and a light captcha so they stay fast (still solved for real).
        ...authServerEnv,
        ...('env' in server ? server.env : {}),
      },
    })),
  ],
});
