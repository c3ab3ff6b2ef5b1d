import { test as base, type BrowserContext, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Storefront pages arrive drawn by the server (issue 12) and are live once the app has hydrated them:
 * a click before that does nothing. Every page of a test's context therefore waits, after each
 * `goto`, `reload`, `goBack` and `goForward` that loads a document, until the app marks the document
 * live (apps/web/src/start-app.tsx), as a person would wait for a page to respond. A `goto` that asks
 * to stop at `commit` is left alone: those tests look at the page before any script runs.
 */
function waitForLiveApp(page: Page): void {
  const untilLive = async (response: Awaited<ReturnType<Page['goto']>>, waitUntil: string | undefined) => {
    if (waitUntil !== 'commit' && isAppDocument(response))
      await page.waitForFunction(() => document.documentElement.dataset.live !== undefined);
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => untilLive(await goto(url, options), options?.waitUntil);
  const reload = page.reload.bind(page);
  page.reload = async (options) => untilLive(await reload(options), options?.waitUntil);
  const goBack = page.goBack.bind(page);
  page.goBack = async (options) => untilLive(await goBack(options), options?.waitUntil);
  const goForward = page.goForward.bind(page);
  page.goForward = async (options) => untilLive(await goForward(options), options?.waitUntil);
}

// API answers and files opened in a tab are not the app.
function isAppDocument(response: Awaited<ReturnType<Page['goto']>>): boolean {
  return response?.headers()['content-type']?.startsWith('text/html') ?? false;
}

function watchContext(context: BrowserContext): BrowserContext {
  context.pages().forEach(waitForLiveApp);
  context.on('page', waitForLiveApp);
  return context;
}

export const test = base.extend<object, object>({
  context: async ({ context }, use) => {
    await use(watchContext(context));
  },
  // Contexts a test opens itself (a second shopper, a second tab set) wait the same way.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => watchContext(await newContext(options));
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        waitForLiveApp(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
