import type { Page } from '@playwright/test';

/** How long a page's own script is held back: long enough that the order of events is certain. */
export const holdBackMs = 1_500;

/**
 * Holds a route's script back (a slow connection) and notes when it is let through and when the
 * route's API request is sent (clock of this process; both events arrive within milliseconds).
 * Were the request made by the page itself, it could only start after its script had arrived.
 */
export async function watchRouteData(page: Page, script: string, apiPath: string) {
  const seen: { scriptReleasedAt?: number; dataRequestedAt?: number } = {};
  await page.route(`**/${script}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, holdBackMs));
    seen.scriptReleasedAt = Date.now();
    await route.continue();
  });
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === apiPath) seen.dataRequestedAt ??= Date.now();
  });
  return () => {
    const { scriptReleasedAt, dataRequestedAt } = seen;
    if (scriptReleasedAt === undefined || dataRequestedAt === undefined)
      throw new Error(`not requested: ${scriptReleasedAt === undefined ? script : apiPath}`);
    return { scriptReleasedAt, dataRequestedAt };
  };
}
