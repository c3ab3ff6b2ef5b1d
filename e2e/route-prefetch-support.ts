import type { Page } from '@playwright/test';

/** The longest a page's own script is held back when its route's data request does not come first. */
const holdBackMs = 15_000;

/** What let a held-back script through: its route's data request, or the end of the hold. */
export type Release = 'data request' | 'end of hold';

/**
 * Holds a route's script back (a slow connection) until the route's API request is sent, or for
 * holdBackMs when it is not. Were the request made by the page's own code, it could only start after
 * that script had arrived, so the script would be let through by the end of the hold. Waiting for
 * the request rather than a fixed time keeps the order certain however long a busy machine takes to
 * start the app.
 */
export async function watchRouteData(page: Page, script: string, apiPath: string): Promise<() => Release> {
  let release: Release | undefined;
  let dataRequested: () => void = () => {};
  const dataRequest = new Promise<Release>((resolve) => {
    dataRequested = () => resolve('data request');
  });
  await page.route(`**/${script}`, async (route) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const endOfHold = new Promise<Release>((resolve) => {
      timer = setTimeout(() => resolve('end of hold'), holdBackMs);
    });
    release = await Promise.race([dataRequest, endOfHold]);
    clearTimeout(timer);
    await route.continue();
  });
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === apiPath) dataRequested();
  });
  return () => {
    if (release === undefined) throw new Error(`not requested: ${script}`);
    return release;
  };
}
