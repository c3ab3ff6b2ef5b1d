import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * The storefront lays text out in its own fonts (docs/decisions.md), whatever the machine has
 * installed: the Latin file on an English page, and the Arabic one only where Arabic letters show.
 */
async function loadedStoreFonts(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const faces: FontFace[] = [];
    document.fonts.forEach((font) => faces.push(font));
    return faces
      .filter((font) => font.family.replaceAll('"', '') === 'Store Sans' && font.status === 'loaded')
      .map((font) => font.unicodeRange);
  });
}

test('an English page is set in the shipped Latin font and never fetches the Arabic one', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fetched.push(request.url());
  });
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family.startsWith('"Store Sans"') || family.startsWith('Store Sans')).toBe(true);
  const ranges = await loadedStoreFonts(page);
  expect(ranges.some((range) => range.includes('U+0-FF'))).toBe(true);
  expect(ranges.some((range) => range.includes('U+600-6FF'))).toBe(false);
  expect(fetched.some((url) => url.includes('arabic'))).toBe(false);
});

/** The font files Chromium draws an element's text with (DevTools' 'Rendered fonts'). */
async function renderedFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.postScriptName);
}

test('an Arabic page sets its text in the regular Arabic file and its headings in the bold one', async ({ page }) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('.woff2')) fetched.push(new URL(request.url()).pathname);
  });
  await page.goto('/ar');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const ranges = await loadedStoreFonts(page);
  expect(ranges.filter((range) => range.includes('U+600-6FF'))).toHaveLength(2);
  // Two static weights cut to the Arabic block (22 and 23 KB; the variable file is 166 KB); 500 draws
  // as 400, 600 as 700.
  // Files, not requests: the preload and the rule that uses it may each show as a request.
  const arabic = [...new Set(fetched.filter((url) => url.includes('arabic')))];
  expect(arabic).toHaveLength(2);
  expect(arabic.some((url) => /noto-sans-arabic-400-.+\.woff2$/.test(url))).toBe(true);
  expect(arabic.some((url) => /noto-sans-arabic-700-.+\.woff2$/.test(url))).toBe(true);
  // An Arabic page's first layout needs both: they are preloaded with the Latin file, so the page
  // is laid out once, in its own fonts, rather than once in a stand-in and again as each file lands.
  const preloads = await page
    .locator('link[rel="preload"][as="font"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads.filter((href) => href?.includes('arabic')).sort()).toEqual(arabic.sort());
  expect(await renderedFonts(page, 'h1')).toContain('NotoSansArabic-Bold');
  expect(await renderedFonts(page, 'h1 + p, main p')).toContain('NotoSansArabic-Regular');
});

test('the Latin font is preloaded and fetched once; until it arrives a metric-matched Arial stands in', async ({
  page,
}) => {
  // Downloads, not requests: the preload and the rule that uses it may each show as a request, and
  // only one of them may transfer the file.
  const downloaded: string[] = [];
  page.on('requestfinished', async (request) => {
    if (!request.url().endsWith('.woff2')) return;
    const { responseBodySize } = await request.sizes();
    if (request.timing().requestStart > 1 || responseBodySize > 0) downloaded.push(new URL(request.url()).pathname);
  });
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute('href');
  expect(href).toMatch(/^\/assets\/noto-sans-latin-wght-normal-.+\.woff2$/);
  // The Latin file is declared once per Arabic weight range (lib/theme.ts): one file, two faces.
  expect(await loadedStoreFonts(page)).toEqual([expect.stringContaining('U+0-FF'), expect.stringContaining('U+0-FF')]);
  // One download: the preload (crossorigin, as fonts are fetched) is the one the @font-face uses.
  await expect.poll(() => downloaded).toEqual([href]);

  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).toMatch(/^"?Store Sans"?, "?Store Sans Fallback"?,/);
  const fallback = await page.evaluate(() => {
    const faces: { sizeAdjust: string; ascentOverride: string; descentOverride: string }[] = [];
    // size-adjust is newer than TypeScript's FontFace type.
    document.fonts.forEach((font: FontFace & { sizeAdjust?: string }) => {
      if (font.family.replaceAll('"', '') === 'Store Sans Fallback')
        faces.push({
          sizeAdjust: font.sizeAdjust ?? '',
          ascentOverride: font.ascentOverride,
          descentOverride: font.descentOverride,
        });
    });
    return faces;
  });
  expect(fallback).toEqual([{ sizeAdjust: '103%', ascentOverride: '103.8%', descentOverride: '28.4%' }]);
});

test("the server's font rules stay where they are while the page is taken over", async ({ page }) => {
  // A style element taken out of the document takes its @font-face rules with it: the browser then
  // sees new fonts and lays out every line of the page again (docs/decisions.md, Fonts).
  await page.addInitScript(() => {
    const taken: string[] = [];
    Object.assign(window, { fontRulesTakenOut: taken });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes) if (node.textContent?.includes('@font-face')) taken.push(node.nodeName);
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ['/ar/products', '/en']) {
    // The server sends them in the document's head, with the preloads of the files the page needs.
    const html = await (await page.request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('data-href="store-fonts"');
    expect(head.match(/rel="preload" href="[^"]+arabic[^"]+\.woff2"/g) ?? []).toHaveLength(path === '/en' ? 0 : 2);
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { fontRulesTakenOut: string[] }).fontRulesTakenOut)).toEqual(
      [],
    );
    const fontStyles = await page
      .locator('style')
      .evaluateAll((styles) => styles.filter((style) => style.textContent?.includes('@font-face')).length);
    expect(fontStyles).toBe(1);
  }
});
